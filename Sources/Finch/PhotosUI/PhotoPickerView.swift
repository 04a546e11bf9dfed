import FinchCore
import Foundation

/// The photo picker as a plain Finch view: a grid of the pictures in a folder (the user's Pictures by
/// default), "Browse…" for the desktop's file chooser when the host has one, and Cancel. With a
/// selection limit of 1 a tap picks; otherwise taps select (up to the limit) and Add finishes.
/// `onFinish` gets the picks as item providers; Cancel gives the preselected items (none by default).
public struct PhotoPickerView: View {
    let configuration: PHPickerConfiguration
    let folder: URL
    let onFinish: @MainActor ([PHPickerResult]) -> Void
    @StateObject private var library = ThumbnailLibrary()
    @State private var selection: [URL] = []
    /// Results (or Cancel) were reported; a late answer (a chooser closing after Cancel) is ignored.
    @State private var isFinished = false

    public init(
        configuration: PHPickerConfiguration = PHPickerConfiguration(), folder: URL = PicturesFolder.current,
        onFinish: @escaping @MainActor ([PHPickerResult]) -> Void
    ) {
        self.configuration = configuration
        self.folder = folder
        self.onFinish = onFinish
        _selection = State(initialValue: configuration.preselectedAssetIdentifiers.map { URL(fileURLWithPath: $0) })
    }

    private var preselected: [URL] { configuration.preselectedAssetIdentifiers.map { URL(fileURLWithPath: $0) } }

    /// Add hands the selection over: not while more are selected than the limit (preselected items may
    /// be), nor with nothing selected unless something was preselected (then it picks nothing).
    private var canAdd: Bool {
        let withinLimit = configuration.selectionLimit <= 0 || selection.count <= configuration.selectionLimit
        return withinLimit && (!selection.isEmpty || !preselected.isEmpty)
    }

    private var isSingle: Bool { configuration.selectionLimit == 1 }

    public var body: some View {
        let pictures = configuration.filter.map(\.allowsImages) ?? true ? PicturesFolder.pictures(in: folder) : []
        return VStack(spacing: 0) {
            header
            Divider()
            if pictures.isEmpty {
                Text("No pictures in \(folder.path)").foregroundColor(.secondary).padding()
                Spacer()
            } else {
                grid(pictures)
            }
        }
    }

    private var header: some View {
        HStack {
            // Cancel hands back what was preselected, as PhotosUI's picker does.
            Button("Cancel") { finish(preselected) }
            Spacer()
            Text("Photos").font(.headline)
            Spacer()
            if FileChoosers.current != nil {
                Button("Browse…") { browse() }
            }
            if !isSingle {
                Button("Add") { finish(selection) }.disabled(!canAdd)
            }
        }
        .padding(12)
    }

    private func grid(_ pictures: [URL]) -> some View {
        GeometryReader { proxy in
            let side = max(1, (proxy.size.width - 4) / 3)
            ScrollView {
                LazyVStack(spacing: 2) {
                    ForEach(rows(of: pictures), id: \.self) { row in
                        HStack(spacing: 2) {
                            ForEach(row, id: \.self) { file in
                                thumbnail(file, side: side)
                            }
                            Spacer(minLength: 0)
                        }
                        .onAppear { library.load(row) }
                    }
                }
            }
        }
    }

    private func thumbnail(_ file: URL, side: CGFloat) -> some View {
        ThumbnailCell(thumbnail: library.thumbnail(for: file), side: side, isSelected: selection.contains(file))
            .onTapGesture { tap(file) }
    }

    private func rows(of pictures: [URL]) -> [[URL]] {
        stride(from: 0, to: pictures.count, by: 3).map { Array(pictures[$0..<min($0 + 3, pictures.count)]) }
    }

    private func tap(_ file: URL) {
        if isSingle {
            finish([file])
        } else if let index = selection.firstIndex(of: file) {
            selection.remove(at: index)
        } else if configuration.selectionLimit == 0 || selection.count < configuration.selectionLimit {
            selection.append(file)
        }
    }

    private func browse() {
        FileChoosers.current?.chooseFiles(
            title: "Choose a picture", mimeTypes: ["image/png", "image/jpeg", "image/gif", "image/webp"],
            allowsMultiple: !isSingle
        ) { files in
            guard !files.isEmpty else { return }
            let limit = configuration.selectionLimit <= 0 ? files.count : configuration.selectionLimit
            finish(Array(files.prefix(limit)))
        }
    }

    private func finish(_ files: [URL]) {
        guard !isFinished else { return }
        isFinished = true
        onFinish(
            files.compactMap { file in
                NSItemProvider(contentsOf: file).map { PHPickerResult(itemProvider: $0, assetIdentifier: file.path) }
            })
    }
}

/// One square of the picker's grid: the thumbnail when it has arrived, a warning for a file that would
/// not decode, a ring when selected.
private struct ThumbnailCell: View {
    @ObservedObject var thumbnail: Thumbnail
    let side: CGFloat
    let isSelected: Bool

    var body: some View {
        ZStack {
            Color.gray.opacity(0.2)
            if let image = thumbnail.image {
                Image(uiImage: image).resizable().scaledToFill()
            } else if thumbnail.failed {
                Image(systemName: "exclamationmark.triangle.fill").foregroundColor(.gray)
            }
            if isSelected {
                Rectangle().stroke(Color.accentColor, lineWidth: 4)
            }
        }
        .frame(width: side, height: side)
        .clipped()
        .contentShape(Rectangle())
    }
}
