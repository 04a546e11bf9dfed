import Foundation

/// Where the app's bundled files are read from: the module's bundle, or a folder a test chooses for the
/// code it runs (`LandmarkResources.$folder.withValue(url) { ModelData(…) }`).
enum LandmarkResources {
    @TaskLocal static var folder: URL?

    static var bundle: Bundle { folder.flatMap { Bundle(url: $0) } ?? Bundle.module }

    /// The resource's file, if it exists.
    static func url(forResource name: String, withExtension ext: String?) -> URL? {
        if let folder {
            let file = folder.appendingPathComponent(ext.map { "\(name).\($0)" } ?? name)
            return FileManager.default.fileExists(atPath: file.path) ? file : nil
        }
        return Bundle.module.url(forResource: name, withExtension: ext)
    }
}
