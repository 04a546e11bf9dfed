import Finch
import Foundation

/// `UIImage(data:)`: gdk-pixbuf's loaders behind Finch's size limits, then the pixels' conversion.
enum ImageDecodingFuzzer {
    static func run(_ data: Data) {
        guard let image = UIImage(data: data) else { return }
        // The decoded picture is used as an app would: its size, and encoded again.
        _ = image.size
        _ = image.pngData()
    }
}
