import Foundation

/// Prints at most one warning per image path for the whole process.
///
/// Measurer and renderer may each own a loader, and a broken image is asked about every frame; one line per path
/// tells the developer what is wrong without flooding stderr.
final class ImageLoadWarnings: @unchecked Sendable {
    // @unchecked Sendable is safe: the only state, `warnedPaths`, is read and written under `lock`.
    static let shared = ImageLoadWarnings()

    private let lock = NSLock()
    private var warnedPaths: Set<String> = []

    /// Writes `Finch: cannot load image at <path>: <reason>` to stderr unless this path was reported before.
    func warn(path: String, reason: String) {
        let isNew = lock.withLock { warnedPaths.insert(path).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(Data("Finch: cannot load image at \(path): \(reason)\n".utf8))
    }
}
