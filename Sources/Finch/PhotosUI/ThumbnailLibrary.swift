import FinchCairo
import FinchCore
import Foundation

/// Small pictures for a picker's grid, decoded off the main thread a few at a time and published as
/// they arrive, so two hundred pictures never hold up a frame.
@MainActor
final class ThumbnailLibrary: ObservableObject {
    /// Decoded thumbnails by file.
    @Published private(set) var thumbnails: [URL: UIImage] = [:]
    /// Files that could not be decoded (shown as a placeholder).
    @Published private(set) var failed: Set<URL> = []
    private var requested: Set<URL> = []
    /// Two decodes at once: the machine has two cores, and the main thread keeps one.
    private let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 2
        queue.qualityOfService = .userInitiated
        return queue
    }()

    /// Longest side of a thumbnail, in pixels (JPEG decodes straight to about this size).
    nonisolated static let pixelSize = 256

    /// Starts decoding the files not asked for yet.
    func load(_ files: [URL]) {
        for file in files where !requested.contains(file) {
            requested.insert(file)
            queue.addOperation { [weak self] in
                let data = try? Data(contentsOf: file)
                let result = data.map { PixbufDecoder.decode($0, maximumDimension: Self.pixelSize) }
                let image: UIImage? =
                    if case .success(let pixels)? = result { UIImage(pixelBuffer: pixels) } else { nil }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        guard let self else { return }
                        if let image { self.thumbnails[file] = image } else { self.failed.insert(file) }
                    }
                }
            }
        }
    }
}
