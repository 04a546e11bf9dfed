import Foundation

/// Decoded pixels held in memory: what a `UIImage` shows, drawn without reading a file again.
///
/// Premultiplied ARGB in native-endian 32-bit words, rows `stride` bytes apart (Cairo's ARGB32), so the
/// renderer can paint it directly. Immutable once made, so it is safe to hand between threads (decoding
/// happens off the main thread). Two buffers are the same image only if they are the same object.
public final class PixelBuffer: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Bytes from one row to the next (at least `width × 4`).
    public let stride: Int
    public let bytes: [UInt8]
    /// Pixels per point: a 2× image of 200×200 pixels is 100×100 points.
    public let scale: CGFloat

    /// Nil when the dimensions do not describe `bytes` (a wrong stride, too few bytes, a bad scale).
    public init?(width: Int, height: Int, stride: Int, bytes: [UInt8], scale: CGFloat = 1) {
        guard width > 0, height > 0, stride >= width * 4, bytes.count >= stride * height,
            scale.isFinite, scale > 0
        else { return nil }
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
        self.scale = scale
    }

    /// The size in points.
    public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    /// The premultiplied pixel at (x, y) as (alpha, red, green, blue); nil outside the image.
    public func pixel(x: Int, y: Int) -> (alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = y * stride + x * 4
        let word = bytes.withUnsafeBytes { $0.load(fromByteOffset: offset, as: UInt32.self) }
        return (UInt8(word >> 24), UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF))
    }

    public var description: String { "\(width)×\(height) px @\(scale.dumpString)x" }

    public static func == (lhs: PixelBuffer, rhs: PixelBuffer) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
