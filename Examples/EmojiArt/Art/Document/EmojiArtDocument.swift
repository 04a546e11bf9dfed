import Combine
import Finch

/// The view model of one EmojiArt document (the course's `EmojiArtDocument`, lectures 7–9): the model,
/// the intents that change it, and the background picture fetched for it.
class EmojiArtDocument: ObservableObject {
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
        DispatchQueue.global(qos: .userInitiated).async {
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

    // MARK: - Intent(s)

    func setBackground(_ background: EmojiArtModel.Background) {
        emojiArt.background = background
    }

    func addEmoji(_ emoji: String, at location: (x: Int, y: Int), size: CGFloat) {
        emojiArt.addEmoji(emoji, at: location, size: Int(size))
    }

    func moveEmoji(_ emoji: EmojiArtModel.Emoji, by offset: CGSize) {
        if let index = emojiArt.emojis.index(matching: emoji) {
            emojiArt.emojis[index].x += Int(offset.width)
            emojiArt.emojis[index].y += Int(offset.height)
        }
    }

    func scaleEmoji(_ emoji: EmojiArtModel.Emoji, by scale: CGFloat) {
        if let index = emojiArt.emojis.index(matching: emoji) {
            emojiArt.emojis[index].size = Int((CGFloat(emojiArt.emojis[index].size) * scale).rounded(.toNearestOrEven))
        }
    }

    func removeEmoji(_ emoji: EmojiArtModel.Emoji) {
        emojiArt.emojis.remove(emoji)
    }
}
