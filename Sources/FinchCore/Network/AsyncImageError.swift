import Foundation

/// Why an `AsyncImage` ended in `.failure` (besides a `URLError` from the transfer itself).
public enum AsyncImageError: Error, LocalizedError, Equatable, Sendable {
    /// The server answered with a status other than 2xx (a 404).
    case httpStatus(Int)
    /// The body is larger than `AsyncImage.maximumDownloadBytes` (announced or counted as it arrived).
    case tooLarge(limit: Int)
    /// The server redirected more than `AsyncImage.maximumRedirects` times (a loop).
    case tooManyRedirects
    /// The body is not an image the decoder can read.
    case notAnImage(String)
    /// The window was made without an image decoder (`PlatformServices.imageDecoder`).
    case noDecoder

    public var errorDescription: String? {
        switch self {
        case .httpStatus(let status): return "the server answered HTTP \(status)"
        case .tooLarge(let limit): return "the image is larger than \(limit / (1024 * 1024)) MB"
        case .tooManyRedirects: return "the server redirected too many times"
        case .notAnImage(let reason): return "not an image: \(reason)"
        case .noDecoder: return "no image decoder is available"
        }
    }
}
