import FinchCore
import Foundation

/// `PixbufDecoder` as the decoder `AsyncImage` is given: thread-safe, bounded, never trapping.
struct PixbufImageDataDecoder: ImageDataDecoder {
    func decode(_ data: Data) -> Result<PixelBuffer, any Error> {
        PixbufDecoder.decode(data).mapError { $0 }
    }
}
