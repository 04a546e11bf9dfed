import Foundation

// Foundation's NSString reads and writes item providers as on Apple platforms, so
// `NSItemProvider(object: emoji as NSString)` offers text and `loadObject(ofClass: String.self)` reads it
// (String bridges to NSString).
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    /// Apple's NSString writes UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    /// Text of any plain kind, read as UTF-8; and, a Finch choice, a URL's text (a link dropped where text
    /// is expected arrives as its address).
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.plain-text", "public.text", "public.url"]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ItemProviderError(description: "the \(typeIdentifier) data is not UTF-8 text")
        }
        return Self(string: text)
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}
