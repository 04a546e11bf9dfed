import Foundation

/// The system clipboard as text fields use it: Ctrl+C and Ctrl+X write text, Ctrl+V reads it.
///
/// Reading may answer later: GDK's clipboard asks the program that owns it, so the answer comes from
/// the main loop. A host gives its graph one (`ViewGraph.clipboard`); without a host, a graph keeps a
/// `LocalClipboard`, so copying and pasting work inside one process (tests, the headless host).
@MainActor
public protocol Clipboard: AnyObject {
    /// Puts `text` on the clipboard.
    func setText(_ text: String)
    /// Reads the clipboard's text and calls `completion` with it (nil: no text there), now or later.
    func readText(_ completion: @escaping @MainActor (String?) -> Void)
}

/// A clipboard inside one process: what tests and the headless host copy to and paste from.
@MainActor
public final class LocalClipboard: Clipboard {
    /// The clipboard's content as bytes, as another program could have left it (not always UTF-8).
    public var bytes: [UInt8]?

    public init() {}

    public func setText(_ text: String) {
        bytes = Array(text.utf8)
    }

    public func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        completion(bytes.map(Self.decode))
    }

    /// Clipboard bytes as text: invalid UTF-8 sequences become U+FFFD, so a damaged clipboard pastes
    /// something visible and never fails or traps.
    public static func decode(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
