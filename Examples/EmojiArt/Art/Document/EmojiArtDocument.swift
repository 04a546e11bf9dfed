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
                // Whatever was chosen before this change and is still being made ready is now older.
                newestBackgroundChoiceSet = backgroundChoicesMade
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
            // Reading runs on the main thread: a picture kept in the file is decoded off it, however small.
            fetchBackgroundImageDataIfNecessary(decodingInBackground: true)
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
        /// The picture's body passed the download limit (`URLError.dataLengthExceedsMaximum`); its own
        /// case, not the course's, so the alert can say so.
        case tooLarge(URL)
    }

    private var backgroundImageFetchCancellable: AnyCancellable?

    /// Where pictures are read from and stored to files: a queue of its own rather than a global one,
    /// whose few threads busy work elsewhere in the program can hold for seconds (a serial queue gets a
    /// thread of its own when it has work).
    static let fileQueue = DispatchQueue(label: "EmojiArt.files", qos: .userInitiated)

    /// Decodes a background's bytes (`UIImage(data:)`); tests replace it to see which decodes happen.
    var decodeImageData: (Data) -> UIImage? = { UIImage(data: $0) }

    /// The picture already made for the background being set (`setBackground(_:showing:undoManager:)`),
    /// shown instead of decoding or fetching it again.
    private var suppliedBackgroundImage: UIImage?

    /// Pictures kept in the document with more bytes than this are decoded off the main thread whenever
    /// they come back (an undo, a redo); smaller ones decode in well under a frame and show at once,
    /// without the hourglass. (The course decodes every one on the main thread.)
    static let largestPictureDecodedInPlace = 128 * 1024

    private func fetchBackgroundImageDataIfNecessary(decodingInBackground: Bool = false) {
        // Any change of the background (a later choice, an undo) wins over a web picture still coming.
        cancelPendingBackgroundFetch()
        backgroundImage = nil
        backgroundImageFetchCancellable?.cancel()
        backgroundImageFetchCancellable = nil
        if let suppliedBackgroundImage, emojiArt.background != .blank {
            backgroundImageFetchStatus = .idle
            backgroundImage = suppliedBackgroundImage
            return
        }
        switch emojiArt.background {
        case .url(let url):
            backgroundImageFetchStatus = .fetching
            if url.isFileURL {
                fetchFile(url.imageURL(imagesFolder: imagesFolder), for: url)
            } else {
                fetch(url)
            }
        case .imageData(let data) where decodingInBackground || data.count > Self.largestPictureDecodedInPlace:
            backgroundImageFetchStatus = .fetching
            decode(data)
        case .imageData(let data):
            backgroundImageFetchStatus = .idle
            backgroundImage = decodeImageData(data)
        case .blank:
            backgroundImageFetchStatus = .idle
        }
    }

    /// Lecture 9's fetch: the picture is decoded off the main queue and delivered on it.
    private func fetch(_ url: URL) {
        backgroundImageFetchCancellable = fetchPicture(at: url) { [weak self] image, failure in
            self?.backgroundImageFetched(image, from: url, failure: failure)
        }
    }

    /// How long a web picture may go without an answer before it counts as failed (URLSession's own
    /// default is a minute; a person waiting on a dropped picture gives up sooner).
    var backgroundFetchTimeout: TimeInterval = 20

    /// Calls `done` on the main queue with the picture at `url` (decoded and prepared for display off
    /// the main queue), or with nil and the status that shows why not: `.tooLarge` for a body past the
    /// download limit, `.failed` for any other failure (no answer within the timeout, a 404's page,
    /// bytes that are not a picture, endless redirects). Lecture 9's chain, with the error kept rather
    /// than replaced by nil, so the alert can tell a picture too large to download.
    private func fetchPicture(
        at url: URL, then done: @escaping (UIImage?, BackgroundImageFetchStatus) -> Void
    ) -> AnyCancellable {
        var request = URLRequest(url: url)
        request.timeoutInterval = backgroundFetchTimeout
        return URLSession.shared.dataTaskPublisher(for: request)
            .map { (data, urlResponse) in UIImage(data: data)?.preparingForDisplay() }
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { completion in
                    guard case .failure(let error) = completion else { return }
                    done(nil, error.code == .dataLengthExceedsMaximum ? .tooLarge(url) : .failed(url))
                },
                receiveValue: { image in done(image, .failed(url)) })
    }

    // MARK: - A web picture, fetched before it is chosen

    /// The web picture dropped or pasted last, while it is fetched, and its choice's number. The
    /// document changes only when the picture has arrived: a URL that fails (no answer, a 404, not a
    /// picture) shows the alert and leaves the document as it was, with nothing to undo. (The course
    /// sets the URL first and fetches after, so a failed URL stays in the document; issue 25 asks for
    /// the document unchanged.)
    private(set) var pendingBackgroundURL: URL?
    private var pendingBackgroundChoice: Int?
    private var pendingBackgroundFetch: AnyCancellable?

    /// Fetches the picture at `url` and, when it arrives and nothing chosen later was set meanwhile,
    /// makes `url` the background (undoably, showing the fetched picture); the hourglass turns while it
    /// comes, over the picture the document still has.
    func setBackground(fetchingFrom url: URL, chosen choice: Int, undoManager: UndoManager? = nil) {
        cancelPendingBackgroundFetch()
        pendingBackgroundURL = url
        pendingBackgroundChoice = choice
        backgroundImageFetchStatus = .fetching
        pendingBackgroundFetch = fetchPicture(at: url) { [weak self] image, failure in
            self?.pendingBackgroundFetched(image, from: url, failure: failure, chosen: choice, undoManager: undoManager)
        }
    }

    private func pendingBackgroundFetched(
        _ image: UIImage?, from url: URL, failure: BackgroundImageFetchStatus, chosen choice: Int,
        undoManager: UndoManager?
    ) {
        guard pendingBackgroundURL == url, pendingBackgroundChoice == choice else { return }
        pendingBackgroundURL = nil
        pendingBackgroundChoice = nil
        pendingBackgroundFetch = nil
        guard let image else {
            backgroundImageFetchStatus = failure
            return
        }
        if emojiArt.background == .url(url) {
            backgroundImageFetched(image, from: url)
        } else if !setBackground(.url(url), chosen: choice, showing: image, undoManager: undoManager) {
            backgroundImageFetchStatus = .idle
        }
    }

    private func cancelPendingBackgroundFetch() {
        guard pendingBackgroundURL != nil else { return }
        pendingBackgroundURL = nil
        pendingBackgroundChoice = nil
        pendingBackgroundFetch = nil
        backgroundImageFetchStatus = .idle
    }

    /// A stored picture, read on a background queue as lecture 7 reads every background.
    private func fetchFile(_ fileURL: URL, for url: URL) {
        EmojiArtDocument.fileQueue.async {
            let image = (try? Data(contentsOf: fileURL)).flatMap { UIImage(data: $0)?.preparingForDisplay() }
            DispatchQueue.main.async {
                self.backgroundImageFetched(image, from: url)
            }
        }
    }

    /// Shows `image` only if `url` is still the background: a picture that arrives after another
    /// background was chosen is dropped (lecture 7's check). With no picture, the status is `failure`.
    private func backgroundImageFetched(_ image: UIImage?, from url: URL, failure: BackgroundImageFetchStatus? = nil) {
        guard emojiArt.background == EmojiArtModel.Background.url(url) else { return }
        backgroundImage = image
        // A web picture still coming owns the status (its hourglass, its alert).
        guard pendingBackgroundURL == nil else { return }
        backgroundImageFetchStatus = (image != nil) ? .idle : failure ?? .failed(url)
    }

    /// A picture's bytes, decoded on the file queue and shown only if they are still the background
    /// (lecture 7's check); bytes that are not a picture show none, as before.
    private func decode(_ data: Data) {
        let decodeImageData = self.decodeImageData
        EmojiArtDocument.fileQueue.async {
            let image = decodeImageData(data)?.preparingForDisplay()
            DispatchQueue.main.async {
                guard self.emojiArt.background == EmojiArtModel.Background.imageData(data) else { return }
                self.backgroundImage = image
                if self.pendingBackgroundURL == nil { self.backgroundImageFetchStatus = .idle }
            }
        }
    }

    // MARK: - Backgrounds chosen before they are ready

    /// A background chosen now and set later, once made ready off the main thread (a dropped picture
    /// encoded as JPEG, an image file copied), is numbered in the order of choosing: it is set only if
    /// no background chosen after it was set first and the background did not change meanwhile (a URL
    /// dropped, an undo), so the latest choice wins whichever is ready first.
    private var backgroundChoicesMade = 0
    private var newestBackgroundChoiceSet = 0

    /// A number for a background about to be chosen (a drop's), to hand to `setBackground(_:chosen:…)`.
    func chooseBackground() -> Int {
        backgroundChoicesMade += 1
        return backgroundChoicesMade
    }

    /// `setBackground`, unless a background chosen later was set first or the background changed since
    /// `choice` was made; `image` is the picture already made for it (see `setBackground(_:showing:…)`).
    /// Whether it was set.
    @discardableResult
    func setBackground(
        _ background: EmojiArtModel.Background, chosen choice: Int, showing image: UIImage? = nil,
        undoManager: UndoManager? = nil
    ) -> Bool {
        guard choice > newestBackgroundChoiceSet else { return false }
        // A web picture chosen later is still coming: it wins.
        if let pending = pendingBackgroundChoice, pending > choice { return false }
        setBackground(background, showing: image, undoManager: undoManager)
        newestBackgroundChoiceSet = choice
        return true
    }

    /// `setBackground`, showing `image` (the picture `background` holds or names, already decoded and
    /// prepared off the main thread) rather than decoding or fetching it again. Undo and redo, which
    /// restore the model alone, decode or fetch as any other change does (a large picture off the main
    /// thread).
    func setBackground(_ background: EmojiArtModel.Background, showing image: UIImage?, undoManager: UndoManager? = nil)
    {
        suppliedBackgroundImage = image
        defer { suppliedBackgroundImage = nil }
        setBackground(background, undoManager: undoManager)
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
