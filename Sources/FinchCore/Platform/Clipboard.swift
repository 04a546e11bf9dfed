import Foundation

/// The system clipboard as text fields, `UIPasteboard` and the copy and paste commands use it.
///
/// Writing is at once. Reading may answer later: GDK's clipboard asks the program that owns it, so the
/// answer comes from the main loop. `content` is what is known now without waiting: this process's own
/// copy at once, another program's once the host has read it ahead (see `GTKClipboard`). A host gives its
/// graph one (`ViewGraph.clipboard`); without a host, a graph keeps a `LocalClipboard`, so copying and
/// pasting work inside one process (tests, the headless host).
@MainActor
public protocol Clipboard: AnyObject {
    /// Puts `text` on the clipboard.
    func setText(_ text: String)
    /// Reads the clipboard's text and calls `completion` with it (nil: no text there), now or later.
    func readText(_ completion: @escaping @MainActor (String?) -> Void)
    /// Replaces what the clipboard holds (`.empty` clears it).
    func setContent(_ content: ClipboardContent)
    /// What the clipboard is known to hold now; another program's data still on its way is missing.
    var content: ClipboardContent { get }
    /// The types the clipboard offers now, known as soon as it changes, before the data arrives.
    var offeredTypes: [String] { get }
    /// Goes up by one each time the clipboard's content changes, here or in another program.
    var changeCount: Int { get }
    /// Calls `completion` with the content once every read still on its way has arrived (at once when
    /// none is).
    func readContent(_ completion: @escaping @MainActor (ClipboardContent) -> Void)
}

/// A clipboard inside one process: what tests and the headless host copy to and paste from.
@MainActor
public final class LocalClipboard: Clipboard {
    public private(set) var content = ClipboardContent.empty
    public private(set) var changeCount = 0

    public init() {}

    /// The text on the clipboard as bytes, as another program could have left it (not always UTF-8);
    /// setting it puts those bytes on as text.
    public var bytes: [UInt8]? {
        get { content.textBytes }
        set {
            let item = newValue.map {
                ClipboardContent.Item([ClipboardContent.Representation(type: ClipboardContent.textType, data: Data($0))]
                )
            }
            setContent(ClipboardContent(items: item.map { [$0] } ?? []))
        }
    }

    public var offeredTypes: [String] { content.types }

    public func setText(_ text: String) {
        setContent(ClipboardContent(text: text))
    }

    public func setContent(_ content: ClipboardContent) {
        self.content = content
        changeCount += 1
    }

    public func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        completion(bytes.map(Self.decode))
    }

    public func readContent(_ completion: @escaping @MainActor (ClipboardContent) -> Void) {
        completion(content)
    }

    /// Clipboard bytes as text: invalid UTF-8 sequences become U+FFFD, so a damaged clipboard pastes
    /// something visible and never fails or traps.
    public static func decode(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
