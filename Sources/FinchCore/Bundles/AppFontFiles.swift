import Foundation

/// The font files an app ships among its resources, which Finch registers for `Font.custom` to find.
///
/// On iOS an app lists its fonts in its Info.plist (`UIAppFonts`) and they are in its main bundle; a
/// SwiftPM target has no Info.plist, so every TrueType or OpenType file among the app's resources (the
/// resource bundles beside its executable, where SwiftPM puts a target's resources) is taken (Finch's rule),
/// up to `maximumDepth` folders in, since a `.copy("Fonts")` resource keeps its folder. The executable's
/// own folder is not searched: on Linux it is the main bundle, and it may be `/usr/bin` or a build folder.
package enum AppFontFiles {
    /// The file name extensions of the font files taken (lower case; a file's is compared lower-cased).
    package static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    /// How many folders into a bundle fonts are looked for: enough for `Fonts/Serif/`, not a whole tree of
    /// map tiles or pictures walked at the first text drawn.
    package static let maximumDepth = 3

    /// The font files of the resource bundles beside the app's executable.
    package static var ofApp: [URL] {
        files(in: AppResourceBundles.beside.map(\.bundleURL))
    }

    /// The font files in `folders`, each once, in path order.
    package static func files(in folders: [URL]) -> [URL] {
        var seen: Set<String> = []
        var found: [URL] = []
        for folder in folders {
            for file in fontFiles(in: folder, depth: 0) where seen.insert(file.standardizedFileURL.path).inserted {
                found.append(file)
            }
        }
        return found
    }

    private static func fontFiles(in folder: URL, depth: Int) -> [URL] {
        let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey]
        guard
            let children = try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for child in children.sorted(by: { $0.path < $1.path }) {
            let values = try? child.resourceValues(forKeys: Set(keys))
            if values?.isRegularFile == true, extensions.contains(child.pathExtension.lowercased()) {
                found.append(child)
            } else if values?.isDirectory == true, depth < maximumDepth {
                found += fontFiles(in: child, depth: depth + 1)
            }
        }
        return found
    }
}
