import FinchCore
import Foundation

/// What the picker offers, in PhotosUI's names.
public struct PHPickerFilter: Equatable, Sendable {
    let kinds: Set<String>

    public static let images = PHPickerFilter(kinds: ["images"])
    public static let videos = PHPickerFilter(kinds: ["videos"])
    public static let livePhotos = PHPickerFilter(kinds: ["livePhotos"])

    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kinds: filters.reduce(into: Set<String>()) { $0.formUnion($1.kinds) })
    }

    /// Whether pictures (the only kind the Linux picker shows) pass the filter; nil passes everything.
    var allowsImages: Bool { kinds.contains("images") || kinds.contains("livePhotos") }
}

/// How the picker behaves, in PhotosUI's names: the filter and how many items may be picked (0: any).
public struct PHPickerConfiguration: Sendable {
    public var filter: PHPickerFilter?
    public var selectionLimit = 1

    public init() {}
}

/// One picked item: its data comes through the item provider, asynchronously.
public struct PHPickerResult: Sendable {
    public let itemProvider: NSItemProvider
    /// The picked file's path (PhotosUI gives a library identifier; Linux has files).
    public let assetIdentifier: String?

    public init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }
}
