import Foundation

/// A class an item provider can make from data of one of its readable types (`UIImage`, `NSString`,
/// `NSURL`), as Foundation's.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A class that can hand its data to an item provider (`NSString`, `NSURL`), as Foundation's.
public protocol NSItemProviderWriting: AnyObject {
    /// The types every object of the class offers, the preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The types this object offers (the class's unless it says otherwise, as a file URL does).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Calls `completionHandler` with the data for `typeIdentifier` (on any thread).
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

/// Why an item provider could not load what was asked.
public struct ItemProviderError: Error, LocalizedError, CustomStringConvertible, Sendable {
    public let description: String
    public var errorDescription: String? { description }

    package init(description: String) {
        self.description = description
    }
}
