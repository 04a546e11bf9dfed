import FinchUnsafe
import Foundation

/// Finds image files by name and warns once per missing name.
enum ImageLocator {
    private static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]
    private static let warned = LockedValue<Set<String>>([])

    /// The file for `name`: an absolute path as given, else a resource of `bundle` with a known extension
    /// (with no bundle, the main bundle's lookup, which also searches the app's resource bundles:
    /// `Bundle+AppResources`).
    static func locate(_ name: String, in bundle: Bundle?) -> ImageSource? {
        if name.hasPrefix("/") {
            return .file(name)
        }
        let bundle = bundle ?? Bundle.main
        if let path = bundle.path(forResource: name, ofType: nil), isFile(path) { return .file(path) }
        for ext in extensions {
            if let path = bundle.path(forResource: name, ofType: ext) { return .file(path) }
        }
        return nil
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Prints one warning per name that could not be found.
    static func warnMissing(_ name: String) {
        let isNew = warned.withLock { $0.insert(name).inserted }
        if isNew {
            FileHandle.standardError.write(Data("Finch: no image named '\(name)' was found; it draws nothing.\n".utf8))
        }
    }
}
