import Foundation

/// A document window's title, GNOME's way (gedit, Text Editor): the document's name, an asterisk in
/// front while it has changes its file does not have, then the app's name: `*Untitled — EmojiArt`.
/// Finch's choice (SwiftUI on macOS shows the name and "Edited" in the title bar instead), pinned by
/// `DocumentWindowTitleTests`.
package enum DocumentWindowTitle {
    package static func make(displayName: String, isEdited: Bool, appName: String) -> String {
        let name = (isEdited ? "*" : "") + displayName
        return appName.isEmpty ? name : "\(name) — \(appName)"
    }

    /// The name an app's windows and folders go by: its type's name without a trailing "App"
    /// (`EmojiArtApp` → `EmojiArt`), or the whole name when nothing would be left.
    package static func appName(ofType typeName: String) -> String {
        guard typeName.hasSuffix("App"), typeName.count > 3 else { return typeName }
        return String(typeName.dropLast(3))
    }
}
