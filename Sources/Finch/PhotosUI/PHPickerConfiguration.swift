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

/// How the picker behaves, in PhotosUI's names: the filter, how many items may be picked (0: any) and
/// which are selected when it opens.
public struct PHPickerConfiguration: Sendable {
    public var filter: PHPickerFilter?
    public var selectionLimit = 1
    /// Items selected when the picker opens (Finch's identifiers are file paths), as PhotosUI's: they
    /// may outnumber the limit (Add waits until enough are deselected), Cancel hands them back as the
    /// result, and deselecting them all leaves Add enabled, to pick nothing.
    public var preselectedAssetIdentifiers: [String] = []
    /// How selected items are shown and handed over; Finch's picker hands them over in the order they
    /// were selected whatever this says.
    public var selection = Selection.default

    public init() {}

    /// How a picker of several keeps its selection, in PhotosUI's names.
    public enum Selection: Int, Sendable {
        case `default`, ordered, continuous, continuousAndOrdered
    }
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
