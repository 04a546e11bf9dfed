import CGtk
import Foundation

/// The desktop's list of recently used files (`GtkRecentManager`, kept in
/// `$XDG_DATA_HOME/recently-used.xbel`), where file choosers and launchers show a document app's files.
@MainActor
enum GTKRecentDocuments {
    /// Records that the app opened or saved `url`; GTK writes the list in the background.
    static func add(_ url: URL) {
        guard url.isFileURL, let manager = gtk_recent_manager_get_default() else { return }
        gtk_recent_manager_add_item(manager, url.absoluteString)
    }
}
