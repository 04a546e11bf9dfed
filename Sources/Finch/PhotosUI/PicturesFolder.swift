import Foundation

/// The user's Pictures folder, as the XDG user-dirs specification names it.
public enum PicturesFolder {
    /// `XDG_PICTURES_DIR` from the environment or `~/.config/user-dirs.dirs`, else `~/Pictures`.
    public static var current: URL {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"] ?? NSHomeDirectory()
        if let value = environment["XDG_PICTURES_DIR"], !value.isEmpty {
            return URL(fileURLWithPath: expand(value, home: home))
        }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.config"
        if let text = try? String(contentsOfFile: "\(config)/user-dirs.dirs", encoding: .utf8),
            let value = picturesEntry(in: text)
        {
            return URL(fileURLWithPath: expand(value, home: home))
        }
        return URL(fileURLWithPath: "\(home)/Pictures")
    }

    /// The value of `XDG_PICTURES_DIR="…"` in a user-dirs.dirs file.
    static func picturesEntry(in text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("XDG_PICTURES_DIR=") {
            let value = line.dropFirst("XDG_PICTURES_DIR=".count).trimmingCharacters(in: .whitespaces)
            return value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    private static func expand(_ path: String, home: String) -> String {
        path.replacingOccurrences(of: "$HOME", with: home)
    }

    /// The picture files directly in `folder` (by extension, sorted by name); empty when it cannot be read.
    public static func pictures(in folder: URL) -> [URL] {
        let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "bmp", "tif", "tiff"]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { folder.appendingPathComponent($0) }
    }
}
