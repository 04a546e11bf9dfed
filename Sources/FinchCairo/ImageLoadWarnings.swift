import FinchUnsafe
import Foundation

/// Prints at most one warning per image path for the whole process.
///
/// Measurer and renderer may each own a loader, and a broken image is asked about every frame; one line per path
/// tells the developer what is wrong without flooding stderr.
final class ImageLoadWarnings: Sendable {
    static let shared = ImageLoadWarnings()

    private let warnedPaths = LockedValue<Set<String>>([])

    /// Writes `Finch: cannot load image at <path>: <reason>` to stderr unless this path was reported before.
    func warn(path: String, reason: String) {
        let isNew = warnedPaths.withLock { $0.insert(path).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(Data("Finch: cannot load image at \(path): \(reason)\n".utf8))
    }
}
