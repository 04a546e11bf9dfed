import Foundation

/// The desktop's file chooser, as a host provides it (the GTK host registers its portal-friendly one);
/// pickers offer "Browse…" only when there is one.
@MainActor
public protocol FileChooser: AnyObject {
    /// Asks the user for files of `mimeTypes`; `completion` gets the chosen files, or none when cancelled.
    func chooseFiles(
        title: String, mimeTypes: [String], allowsMultiple: Bool, completion: @escaping @MainActor ([URL]) -> Void)
}

/// Where views find the host's file chooser.
@MainActor
public enum FileChoosers {
    /// Nil when the host has none (the headless host, most tests).
    public static var current: (any FileChooser)?
}
