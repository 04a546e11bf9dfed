import Finch
import Foundation

/// A button that shows the photo picker, as PhotosUI's `PhotosPicker`: the picked pictures go into
/// `selection` when the picker closes (Cancel leaves it as it was).
///
/// On Linux the picker is Finch's `PhotoPickerView` in a sheet: the pictures of the user's Pictures
/// folder (or `\.picturesFolder`), and "Browse…" for the desktop's file chooser.
public struct PhotosPicker<Label: View>: View {
    let destination: PhotosPickerDestination
    let maxSelectionCount: Int?
    let filter: PHPickerFilter?
    let label: Label
    @State private var isPresented = false

    public var body: some View {
        Button {
            isPresented = true
        } label: {
            label
        }
        .photosPickerSheet(
            isPresented: $isPresented, destination: destination, maxSelectionCount: maxSelectionCount,
            filter: filter)
    }
}

extension PhotosPicker {
    /// A picker of one picture, labelled by `label`.
    public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.init(destination: .single(selection), maxSelectionCount: 1, filter: filter, label: label())
    }

    /// A picker of up to `maxSelectionCount` pictures (nil: any number), labelled by `label`.
    public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            destination: .multiple(selection), maxSelectionCount: maxSelectionCount, filter: filter, label: label())
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one picture, labelled by a localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(destination: .single(selection), maxSelectionCount: 1, filter: filter, label: Text(titleKey))
    }

    /// A picker of one picture, labelled by a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(destination: .single(selection), maxSelectionCount: 1, filter: filter, label: Text(title))
    }

    /// A picker of several pictures, labelled by a localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(
            destination: .multiple(selection), maxSelectionCount: maxSelectionCount, filter: filter,
            label: Text(titleKey))
    }

    /// A picker of several pictures, labelled by a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) {
        self.init(
            destination: .multiple(selection), maxSelectionCount: maxSelectionCount, filter: filter,
            label: Text(title))
    }
}

extension View {
    /// Shows the photo picker while `isPresented` is true; the pick goes into `selection` when it closes.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        photosPickerSheet(
            isPresented: isPresented, destination: .single(selection), maxSelectionCount: 1, filter: filter)
    }

    /// Shows the photo picker of up to `maxSelectionCount` pictures while `isPresented` is true.
    public func photosPicker(
        isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) -> some View {
        photosPickerSheet(
            isPresented: isPresented, destination: .multiple(selection), maxSelectionCount: maxSelectionCount,
            filter: filter)
    }

    fileprivate func photosPickerSheet(
        isPresented: Binding<Bool>, destination: PhotosPickerDestination, maxSelectionCount: Int?,
        filter: PHPickerFilter?
    ) -> some View {
        sheet(isPresented: isPresented) {
            PhotosPickerSheet(
                destination: destination, maxSelectionCount: maxSelectionCount, filter: filter,
                dismiss: { isPresented.wrappedValue = false })
        }
    }
}

/// Where a picker puts what was picked: one item, or a list.
enum PhotosPickerDestination {
    case single(Binding<PhotosPickerItem?>)
    case multiple(Binding<[PhotosPickerItem]>)

    /// The selection's files, preselected when the picker opens (as SwiftUI's picker shows the current
    /// selection).
    @MainActor
    var current: [String] {
        switch self {
        case .single(let binding): binding.wrappedValue?.itemIdentifier.map { [$0] } ?? []
        case .multiple(let binding): binding.wrappedValue.compactMap(\.itemIdentifier)
        }
    }

    /// Takes the picked files (Cancel hands back the preselected ones, so the selection stays); a picker
    /// of several whose items were all deselected picks none, a picker of one keeps its item.
    @MainActor
    func receive(_ files: [URL]) {
        guard files.map(\.path) != current else { return }
        switch self {
        case .single(let binding):
            guard let first = files.first else { return }
            binding.wrappedValue = PhotosPickerItem(file: first)
        case .multiple(let binding): binding.wrappedValue = files.map(PhotosPickerItem.init(file:))
        }
    }
}

/// The sheet's content: Finch's picker over the environment's pictures folder.
private struct PhotosPickerSheet: View {
    let destination: PhotosPickerDestination
    let maxSelectionCount: Int?
    let filter: PHPickerFilter?
    let dismiss: @MainActor () -> Void
    @Environment(\.picturesFolder) private var folder

    var body: some View {
        PhotoPickerView(configuration: configuration, folder: folder ?? PicturesFolder.current) { results in
            destination.receive(results.compactMap { $0.assetIdentifier.map(URL.init(fileURLWithPath:)) })
            dismiss()
        }
    }

    private var configuration: PHPickerConfiguration {
        var configuration = PHPickerConfiguration()
        configuration.filter = filter
        configuration.selectionLimit = max(0, maxSelectionCount ?? 0)
        configuration.preselectedAssetIdentifiers = destination.current
        return configuration
    }
}
