import CoreTransferable
import Foundation

// Foundation's NSURL reads and writes item providers as on Apple platforms (URL bridges to NSURL).
extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    /// A file URL also offers itself as `public.file-url`, first, so a file manager takes it as a file.
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? ["public.file-url", "public.url"] : ["public.url"]
    }

    /// A URL (a file URL is one), not text: a provider of plain text cannot load a URL, as on Apple
    /// platforms, so the course's drop handler (URL first, else String) takes a dragged emoji as text.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    /// A URL from a URL's bytes, or the first URL of a `text/uri-list` (comment lines skipped).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let url = try? URL(transferData: data), let object = NSURL(string: url.absoluteString) as? Self else {
            throw ItemProviderError(description: "the \(typeIdentifier) data holds no URL")
        }
        return object
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}
