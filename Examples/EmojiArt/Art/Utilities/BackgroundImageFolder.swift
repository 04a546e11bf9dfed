import Foundation

/// Where backgrounds chosen from image files are stored (as JPEG): `$XDG_DATA_HOME/EmojiArt/Images/`,
/// `~/.local/share/EmojiArt/Images/` when that is unset, as the course keeps them in the app's
/// Application Support folder.
enum BackgroundImageFolder {
    static var defaultURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            dataHome = FileManager.default.homeDirectoryForCurrentUser
                .appendingPathComponent(".local", isDirectory: true)
                .appendingPathComponent("share", isDirectory: true)
        }
        return dataHome.appendingPathComponent("EmojiArt", isDirectory: true)
            .appendingPathComponent("Images", isDirectory: true)
    }
}
