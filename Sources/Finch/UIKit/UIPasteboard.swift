import FinchCore
import Foundation

/// The clipboard, in UIKit's name: `UIPasteboard.general` is the desktop's clipboard in a GTK app (the one
/// text fields copy to and paste from, shared with every other program), and one inside the process in
/// the headless host and tests.
///
/// What a reader sees: UIKit's API is synchronous, and reading another program's clipboard through GDK is
/// not. This process's own writes read back at once. When another program copies, GDK says so at once
/// and the host reads the text, URLs and image ahead from the main loop (`GTKClipboard`): from then on
/// `hasStrings`, `hasURLs`, `hasImages` and `changeCount` are right at once, while `string`, `url` and
/// `image` are nil until their data has arrived (a turn or two of the main loop; a program that never
/// answers leaves them nil). On iOS the read waits instead. `.onPasteCommand` waits for the data, so it
/// never sees that gap. Main-actor only, where on iOS any thread may use it.
///
/// The desktop's clipboard holds one offer, not a list of items: other programs see the first item (its
/// text, URL or image) and every URL in one `text/uri-list`, and another program's offer reads back as one
/// item (with one more per URL after the first). `@preconcurrency`: Swift 5 code reading it from a
/// nonisolated helper (CS193p 2021's `struct Pasteboard`) builds, as it does against UIKit, and runs on the
/// main thread there in practice; Swift 6 code is checked.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The system-wide pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Options for `setItems(_:options:)`; kept for source compatibility, the desktop has no use for them.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    /// The system-wide pasteboard: `Clipboards.system`, looked up at each use (the GTK host installs the
    /// desktop's when its first window opens).
    public static let general = UIPasteboard(name: .general, clipboard: nil)

    /// A new pasteboard of its own, inside the process.
    public static func withUniqueName() -> UIPasteboard {
        UIPasteboard(name: Name(UUID().uuidString), clipboard: LocalClipboard())
    }

    public let name: Name
    private let own: (any Clipboard)?

    private init(name: Name, clipboard: (any Clipboard)?) {
        self.name = name
        self.own = clipboard
    }

    private var clipboard: any Clipboard { own ?? Clipboards.system }
    private var content: ClipboardContent { clipboard.content }

    /// Goes up by one each time the content changes, here or in another program.
    public var changeCount: Int { clipboard.changeCount }

    public var numberOfItems: Int { content.items.count }

    /// The types of the first item.
    public var types: [String] { content.items.first?.types ?? [] }

    // MARK: Kinds present (answered from the types offered, before another program's data has arrived)

    public var hasStrings: Bool { offers(ClipboardContent.plainTextType) }
    public var hasURLs: Bool { offers(ClipboardContent.urlType) }
    public var hasImages: Bool { offers(ClipboardContent.imageType) }

    /// Whether any item offers one of `pasteboardTypes` (or a kind of one).
    public func contains(pasteboardTypes: [String]) -> Bool {
        ClipboardProviders.offers(clipboard.offeredTypes, anyOf: pasteboardTypes)
    }

    private func offers(_ type: String) -> Bool { contains(pasteboardTypes: [type]) }

    // MARK: Strings, URLs, images

    /// The first item's text; setting it replaces everything with one item of text (nil clears).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The text of every item that has text (nil when none has); setting makes one item per string.
    public var strings: [String]? {
        get { nonEmpty(content.items.compactMap(PasteboardValues.string)) }
        set { write((newValue ?? []).map(PasteboardValues.item(string:))) }
    }

    /// The first item's URL; setting it replaces everything with one item (nil clears).
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The URL of every item that has one (nil when none has); setting makes one item per URL.
    public var urls: [URL]? {
        get { nonEmpty(content.items.compactMap(PasteboardValues.url)) }
        set { write((newValue ?? []).map(PasteboardValues.item(url:))) }
    }

    /// The first item's image, decoded from its data at each read; setting one puts it on as PNG.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Every item's image (nil when none has one); setting makes one PNG item per image.
    public var images: [UIImage]? {
        get { nonEmpty(content.items.compactMap(PasteboardValues.image)) }
        set { write((newValue ?? []).compactMap(PasteboardValues.item(image:))) }
    }

    // MARK: Items

    /// Each item as its types and values: text as `String`, URLs as `URL`, anything else as `Data`.
    /// Setting accepts `String`, `URL`, `Data` and `UIImage` values; others are left out.
    public var items: [[String: Any]] {
        get { content.items.map(PasteboardValues.dictionary) }
        set { setItems(newValue) }
    }

    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        write(items.map(PasteboardValues.item(dictionary:)))
    }

    public func addItems(_ items: [[String: Any]]) {
        write(content.items + items.map(PasteboardValues.item(dictionary:)))
    }

    /// The data of the first item's representation of `pasteboardType` (or a kind of it).
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        content.items.first?.representation(conformingTo: pasteboardType)?.data
    }

    /// Replaces everything with one item holding `data` as `pasteboardType`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        write([ClipboardContent.Item([ClipboardContent.Representation(type: pasteboardType, data: data)])])
    }

    /// The first item's value of `pasteboardType`, as `items` gives it.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        guard let representation = content.items.first?.representation(conformingTo: pasteboardType) else {
            return nil
        }
        return PasteboardValues.value(of: representation)
    }

    /// Replaces everything with one item holding `value` (`String`, `URL`, `Data`, `UIImage`).
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    // MARK: Item providers

    /// A provider per item, offering each of its types; loads complete off the main thread.
    public var itemProviders: [NSItemProvider] {
        get { ClipboardProviders.providers(for: content) }
        set { setItemProviders(newValue, localOnly: false, expirationDate: nil) }
    }

    /// Loads every type of each provider off the main thread, then puts them on, one item per provider;
    /// until the loads finish the pasteboard keeps what it had (on iOS the data is read when pasted).
    public func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        let clipboard = self.clipboard
        ClipboardProviders.loadContent(of: itemProviders) { clipboard.setContent($0) }
    }

    private func write(_ items: [ClipboardContent.Item]) {
        clipboard.setContent(ClipboardContent(items: items))
    }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
