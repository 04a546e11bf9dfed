import Combine
import Finch

extension UTType {
    /// An EmojiArt document: the model as JSON, in a `.emojiart` file (lecture 14's exported type).
    static let emojiart = UTType(exportedAs: "edu.stanford.cs193p.emojiart")
}

/// The view model of one EmojiArt document (the course's `EmojiArtDocument`, lectures 7–14): the model,
/// the intents that change it (each undoable), the background picture fetched for it, and the document's
/// reading and writing as JSON.
class EmojiArtDocument: ReferenceFileDocument {
    @Published private(set) var emojiArt: EmojiArtModel {
        didSet {
            if emojiArt.background != oldValue.background {
                fetchBackgroundImageDataIfNecessary()
            }
        }
    }

    /// Where backgrounds chosen from image files are stored, and where a stored `file:` URL is looked
    /// for by its name when its folder moved.
    let imagesFolder: URL

    init(imagesFolder: URL = BackgroundImageFolder.defaultURL) {
        self.imagesFolder = imagesFolder
        emojiArt = EmojiArtModel()
    }

    // MARK: - Reading and writing (lecture 14)

    static var readableContentTypes = [UTType.emojiart]
    static var writeableContentTypes = [UTType.emojiart]

    required init(configuration: ReadConfiguration) throws {
        imagesFolder = BackgroundImageFolder.defaultURL
        if let data = configuration.file.regularFileContents {
            emojiArt = try EmojiArtModel(json: data)
            fetchBackgroundImageDataIfNecessary()
        } else {
            throw CocoaError(.fileReadCorruptFile)
        }
    }

    // The snapshot is the model value, a cheap copy on the main thread; it is encoded as JSON in
    // `fileWrapper`, which runs on a background thread (Finch's save queue, as SwiftUI's). The course
    // encodes in `snapshot`, which Apple's documentation allows too: it asks for a copy of the content
    // there and serialization in `fileWrapper`, and this way 10,000 emoji do not hold up a frame.
    func snapshot(contentType: UTType) throws -> EmojiArtModel {
        emojiArt
    }

    nonisolated func fileWrapper(snapshot: EmojiArtModel, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try snapshot.json())
    }

    var emojis: [EmojiArtModel.Emoji] { emojiArt.emojis }
    var background: EmojiArtModel.Background { emojiArt.background }

    // MARK: - Background

    @Published var backgroundImage: UIImage?
    @Published var backgroundImageFetchStatus = BackgroundImageFetchStatus.idle

    enum BackgroundImageFetchStatus: Equatable {
        case idle
        case fetching
        case failed(URL)
    }

    private var backgroundImageFetchCancellable: AnyCancellable?

    /// Where pictures are read from and stored to files: a queue of its own rather than a global one,
    /// whose few threads busy work elsewhere in the program can hold for seconds (a serial queue gets a
    /// thread of its own when it has work).
    static let fileQueue = DispatchQueue(label: "EmojiArt.files", qos: .userInitiated)

    private func fetchBackgroundImageDataIfNecessary() {
        backgroundImage = nil
        backgroundImageFetchCancellable?.cancel()
        backgroundImageFetchCancellable = nil
        switch emojiArt.background {
        case .url(let url):
            backgroundImageFetchStatus = .fetching
            if url.isFileURL {
                fetchFile(url.imageURL(imagesFolder: imagesFolder), for: url)
            } else {
                fetch(url)
            }
        case .imageData(let data):
            backgroundImageFetchStatus = .idle
            backgroundImage = UIImage(data: data)
        case .blank:
            backgroundImageFetchStatus = .idle
        }
    }

    /// Lecture 9's fetch: the picture is decoded off the main queue and delivered on it; a failure (no
    /// answer, a 404's page, bytes that are not a picture) is a nil image.
    private func fetch(_ url: URL) {
        let session = URLSession.shared
        let publisher = session.dataTaskPublisher(for: url)
            .map { (data, urlResponse) in UIImage(data: data) }
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
        backgroundImageFetchCancellable =
            publisher
            .sink { [weak self] image in
                self?.backgroundImageFetched(image, from: url)
            }
    }

    /// A stored picture, read on a background queue as lecture 7 reads every background.
    private func fetchFile(_ fileURL: URL, for url: URL) {
        EmojiArtDocument.fileQueue.async {
            let image = (try? Data(contentsOf: fileURL)).flatMap { UIImage(data: $0) }
            DispatchQueue.main.async {
                self.backgroundImageFetched(image, from: url)
            }
        }
    }

    /// Shows `image` only if `url` is still the background: a picture that arrives after another
    /// background was chosen is dropped (lecture 7's check).
    private func backgroundImageFetched(_ image: UIImage?, from url: URL) {
        guard emojiArt.background == EmojiArtModel.Background.url(url) else { return }
        backgroundImage = image
        backgroundImageFetchStatus = (image != nil) ? .idle : .failed(url)
    }

    // MARK: - Undo

    /// Runs `doit` and registers its undo: putting the whole model back as it was, itself undoable.
    private func undoablyPerform(operation: String, with undoManager: UndoManager? = nil, doit: () -> Void) {
        let oldEmojiArt = emojiArt
        doit()
        undoManager?.registerUndo(withTarget: self) { myself in
            myself.undoablyPerform(operation: operation, with: undoManager) {
                myself.emojiArt = oldEmojiArt
            }
        }
        undoManager?.setActionName(operation)
    }

    // MARK: - Intent(s)

    func setBackground(_ background: EmojiArtModel.Background, undoManager: UndoManager? = nil) {
        undoablyPerform(operation: "Set Background", with: undoManager) {
            emojiArt.background = background
        }
    }

    func addEmoji(_ emoji: String, at location: (x: Int, y: Int), size: CGFloat, undoManager: UndoManager? = nil) {
        undoablyPerform(operation: "Add \(emoji)", with: undoManager) {
            emojiArt.addEmoji(emoji, at: location, size: Int(size))
        }
    }

    func moveEmoji(_ emoji: EmojiArtModel.Emoji, by offset: CGSize, undoManager: UndoManager? = nil) {
        if let index = emojiArt.emojis.index(matching: emoji) {
            undoablyPerform(operation: "Move", with: undoManager) {
                emojiArt.emojis[index].x += Int(offset.width)
                emojiArt.emojis[index].y += Int(offset.height)
            }
        }
    }

    func scaleEmoji(_ emoji: EmojiArtModel.Emoji, by scale: CGFloat, undoManager: UndoManager? = nil) {
        if let index = emojiArt.emojis.index(matching: emoji) {
            undoablyPerform(operation: "Scale", with: undoManager) {
                emojiArt.emojis[index].size = Int(
                    (CGFloat(emojiArt.emojis[index].size) * scale).rounded(.toNearestOrEven))
            }
        }
    }

    func removeEmoji(_ emoji: EmojiArtModel.Emoji, undoManager: UndoManager? = nil) {
        undoablyPerform(operation: "Delete", with: undoManager) {
            emojiArt.emojis.remove(emoji)
        }
    }
}
