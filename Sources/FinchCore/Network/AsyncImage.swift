import Foundation

/// A view that loads and shows an image from a URL, as SwiftUI's `AsyncImage`.
///
/// The bytes are downloaded (bounded: `AsyncImageError`) and decoded off the main thread, then the
/// phase moves from `.empty` to `.success` or `.failure` in the view's `transaction`. The load is
/// cancelled when the view leaves and started again when the URL changes. Decoded images are kept in
/// an in-memory cache bounded in bytes, so a view that comes back (a row scrolled into sight again)
/// shows its image in its first frame.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    /// The plain form (`init(url:scale:)`): the image, or SwiftUI's grey placeholder until it loads.
    private var showsDefaultPlaceholder = false
    @State private var loaded = LoadedPhase(url: nil, phase: .empty)

    /// Shows the image at `url` at its natural size (pixels divided by `scale`), and a grey fill that
    /// takes the space offered until it has loaded, or when it fails.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        // Never called for a phase without an image: the placeholder is drawn instead.
        self.init(url: url, scale: scale, transaction: Transaction()) { phase in
            phase.image ?? Image(systemName: "photo")
        }
        showsDefaultPlaceholder = true
    }

    /// Shows `content` with the loaded image, `placeholder` until then (and when the load fails).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    /// Shows `content` for each phase of the load; the phase changes in `transaction` (its animation).
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        shown(phase).modifier(
            _AsyncImageLoadModifier(
                url: url, scale: scale,
                deliver: { [loaded = $loaded, transaction] url, phase in
                    withTransaction(transaction) { loaded.wrappedValue = LoadedPhase(url: url, phase: phase) }
                }))
    }

    /// The phase for the current URL: the one delivered for it, else a cached picture, else `.empty`.
    private var phase: AsyncImagePhase {
        if let url, loaded.url == url { return loaded.phase }
        guard let url, let pixels = DecodedImageCache.shared.pixels(for: .init(url: url, scale: scale)) else {
            return .empty
        }
        return .success(Image(pixels: pixels))
    }

    @ViewBuilder private func shown(_ phase: AsyncImagePhase) -> some View {
        if showsDefaultPlaceholder, phase.image == nil {
            AsyncImagePlaceholder.color
        } else {
            content(phase)
        }
    }
}

/// What an `AsyncImage` last delivered, and for which URL (a phase for another URL is not shown).
struct LoadedPhase {
    var url: URL?
    var phase: AsyncImagePhase
}

/// The plain `AsyncImage`'s placeholder.
enum AsyncImagePlaceholder {
    /// SwiftUI draws a grey fill whose exact colour Apple does not document; Finch uses iOS's
    /// `systemFill` (120, 120, 128 at 20 %; 36 % in dark appearance, from the semantics reference's colour
    /// list), the grey iOS fills empty shapes with, and pins it in `AsyncImageTests`.
    static let color = SystemColors.systemFill
}
