import Foundation

/// Decodes encoded image bytes (PNG, JPEG…) into pixels; FinchCairo's gdk-pixbuf decoder implements it.
///
/// `AsyncImage` calls it off the main thread, on the queue its download finished on, so it must be safe
/// to call from any thread and must never trap on bad bytes.
public protocol ImageDataDecoder: Sendable {
    /// The decoded image at one pixel per point, or why the bytes are not a usable image.
    func decode(_ data: Data) -> Result<PixelBuffer, any Error>
}
