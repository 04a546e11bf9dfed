import Foundation

/// The process's clipboard, which `UIPasteboard.general` reads and writes.
@MainActor
public enum Clipboards {
    /// The desktop's clipboard once the GTK host starts (the one its windows' text fields use too); until
    /// then, and in the headless host, one inside the process.
    public static var system: any Clipboard = LocalClipboard()
}
