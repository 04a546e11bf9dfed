import FinchCairo
import FinchCore
import Foundation

/// One picture's thumbnail as it arrives; its grid cell alone is drawn again when it does.
@MainActor
final class Thumbnail: ObservableObject {
    @Published private(set) var image: UIImage?
    @Published private(set) var failed = false

    func arrived(_ image: UIImage?) {
        if let image { self.image = image } else { failed = true }
    }
}

/// Small pictures for a picker's grid, decoded off the main thread a few at a time, each published to
/// its own cell as it arrives, so two hundred pictures never hold up a frame (an arrival does not
/// evaluate the whole grid again).
@MainActor
final class ThumbnailLibrary: ObservableObject {
    private var thumbnails: [URL: Thumbnail] = [:]
    private var requested: Set<URL> = []
    /// One decode per core but one, so the main thread always keeps a core to draw with (with a decode
    /// per core, a 2-core machine dropped frames while the grid scrolled).
    private let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        queue.qualityOfService = .userInitiated
        return queue
    }()

    /// Longest side of a thumbnail, in pixels (JPEG decodes straight to about this size).
    nonisolated static let pixelSize = 256

    /// The thumbnail of `file`, empty until it is loaded.
    func thumbnail(for file: URL) -> Thumbnail {
        if let known = thumbnails[file] { return known }
        let made = Thumbnail()
        thumbnails[file] = made
        return made
    }

    /// Starts decoding the files not asked for yet.
    func load(_ files: [URL]) {
        for file in files where !requested.contains(file) {
            requested.insert(file)
            let target = thumbnail(for: file)
            queue.addOperation {
                // The same file checks as any image file (regular, at most 512 MB), then a small decode.
                let result = PixbufDecoder.readFile(file.path).flatMap {
                    PixbufDecoder.decode($0, maximumDimension: Self.pixelSize)
                }
                let image: UIImage? =
                    if case .success(let pixels) = result { UIImage(pixelBuffer: pixels) } else { nil }
                Task { @MainActor in target.arrived(image) }
            }
        }
    }
}
