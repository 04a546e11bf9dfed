import Foundation

/// Where an `AsyncImage`'s load stands, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    /// Nothing loaded yet (loading, or no URL).
    case empty
    /// The image, at its pixel size divided by the view's scale.
    case success(Image)
    /// The load failed: a `URLError`, or an `AsyncImageError` (HTTP status, too large, not an image).
    case failure(any Error)

    /// The loaded image, nil unless `.success`.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The failure, nil unless `.failure`.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The bounds every `AsyncImage` load keeps.
enum AsyncImageLimits {
    /// Bodies larger than this (32 MB) end in `AsyncImageError.tooLarge`: larger than any photo a
    /// camera or phone writes as JPEG and than a 4K PNG screenshot, so every picture a page shows fits,
    /// while a 50 MB or endless body is cut off without being held.
    static let maximumDownloadBytes = 32 * 1024 * 1024
    /// More redirects than this end in `AsyncImageError.tooManyRedirects`: a loop ends quickly, while
    /// ordinary chains (http → https → a CDN) take two or three.
    static let maximumRedirects = 10
}
