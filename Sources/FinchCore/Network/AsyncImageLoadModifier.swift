import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads an `AsyncImage`'s URL while its view is in the tree: started with the appear actions, started
/// again when the URL changes, cancelled when the view leaves. The phase is handed to `deliver` on the
/// main actor, for the URL it belongs to.
struct _AsyncImageLoadModifier: ViewModifier, PrimitiveModifier {
    let url: URL?
    let scale: CGFloat
    let deliver: @MainActor (URL, AsyncImagePhase) -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let load: AsyncImageLoad
        if let existing = node[AsyncImageLoad.self] {
            load = existing
        } else {
            load = AsyncImageLoad(decoder: inputs.services.imageDecoder)
            node[AsyncImageLoad.self] = load
            node.addTeardownAction { [load] in load.stop() }
        }
        load.deliver = deliver
        if load.key?.url != url || load.key?.scale != scale {
            let key = url.map { DecodedImageCache.Key(url: $0, scale: scale) }
            load.cancel()
            load.key = key
            if let key { node.graph.enqueue { load.start(key) } }
        }
        return .concatenated(content(inputs))
    }
}

/// One `AsyncImage`'s load: the URL it is for, the transfer in flight, and where the phase goes.
@MainActor
final class AsyncImageLoad: NodeStorageKey {
    typealias Value = AsyncImageLoad

    var key: DecodedImageCache.Key?
    var deliver: ((URL, AsyncImagePhase) -> Void)?
    private let decoder: (any ImageDataDecoder)?
    private var task: URLSessionTask?
    /// Counts starts, so a transfer that finishes after another was started (or after a cancel) is
    /// recognised and dropped.
    private var generation = 0
    private var isStopped = false

    init(decoder: (any ImageDataDecoder)?) {
        self.decoder = decoder
    }

    /// Shows the cached picture for `key`, or downloads and decodes it off the main thread.
    func start(_ key: DecodedImageCache.Key) {
        guard !isStopped, self.key == key else { return }
        if let pixels = DecodedImageCache.shared.pixels(for: key) {
            deliver?(key.url, .success(Image(pixels: pixels)))
            return
        }
        guard let decoder else {
            deliver?(key.url, .failure(AsyncImageError.noDecoder))
            return
        }
        generation += 1
        let generation = generation
        task = ImageDownloader.shared.download(key.url, limit: AsyncImageLimits.maximumDownloadBytes) {
            [weak self] result in
            // Still on the download's queue: decode here, off the main thread.
            let outcome = Self.decode(result, for: key, with: decoder)
            Task { @MainActor in self?.finish(outcome, for: key, generation: generation) }
        }
    }

    /// The picture in `result`, scaled and kept in the cache; or why there is none.
    nonisolated private static func decode(
        _ result: Result<Data, any Error>, for key: DecodedImageCache.Key, with decoder: any ImageDataDecoder
    ) -> Result<PixelBuffer, any Error> {
        switch result {
        case .failure(let error): return .failure(error)
        case .success(let data):
            switch decoder.decode(data) {
            case .failure(let error): return .failure(AsyncImageError.notAnImage("\(error)"))
            case .success(let pixels):
                guard let scaled = pixels.withScale(key.scale) else { return .failure(AsyncImageError.noDecoder) }
                DecodedImageCache.shared.insert(scaled, for: key)
                return .success(scaled)
            }
        }
    }

    private func finish(_ outcome: Result<PixelBuffer, any Error>, for key: DecodedImageCache.Key, generation: Int) {
        guard !isStopped, generation == self.generation, self.key == key else { return }
        task = nil
        switch outcome {
        case .success(let pixels): deliver?(key.url, .success(Image(pixels: pixels)))
        case .failure(let error): deliver?(key.url, .failure(error))
        }
    }

    /// Cancels the transfer in flight; what it would have delivered is dropped.
    func cancel() {
        generation += 1
        // Not a task finishing on its own: a cancel meeting its completion traps in FoundationNetworking.
        task?.cancelUnlessReceivedInFull()
        task = nil
    }

    /// The view left the tree: cancel, and start nothing more.
    func stop() {
        isStopped = true
        cancel()
        deliver = nil
    }
}
