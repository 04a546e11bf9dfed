import Foundation

/// Decoded pixels held in memory: what a `UIImage` shows, drawn without reading a file again.
///
/// Premultiplied ARGB in native-endian 32-bit words, rows `stride` bytes apart (Cairo's ARGB32), so the
/// renderer can paint straight from this memory without a copy. The memory is allocated once, filled
/// when the buffer is made and never changed, so it is safe to hand between threads (decoding happens
/// off the main thread). Two buffers are the same image only if they are the same object.
public final class PixelBuffer: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Bytes from one row to the next (at least `width × 4`).
    public let stride: Int
    /// Pixels per point: a 2× image of 200×200 pixels is 100×100 points.
    public let scale: CGFloat
    // Written only by the initializer; read-only afterwards, from any thread.
    private let storage: UnsafeMutableRawBufferPointer

    /// Nil when the dimensions are wrong (not positive, a stride under `width × 4` or not a multiple of
    /// 4, a bad scale, a size that overflows); `fill` writes the `stride × height` bytes.
    public init?(
        width: Int, height: Int, stride: Int, scale: CGFloat = 1, fill: (UnsafeMutableRawBufferPointer) -> Void
    ) {
        guard width > 0, height > 0, scale.isFinite, scale > 0, stride % 4 == 0,
            case let (rowBytes, rowOverflow) = width.multipliedReportingOverflow(by: 4), !rowOverflow,
            stride >= rowBytes,
            case let (count, overflow) = stride.multipliedReportingOverflow(by: height), !overflow
        else { return nil }
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 16)
        fill(memory)
        self.width = width
        self.height = height
        self.stride = stride
        self.scale = scale
        self.storage = memory
        self.owner = nil
        self.reductions = []
    }

    /// A copy of `bytes`; nil when the dimensions do not describe them.
    public convenience init?(width: Int, height: Int, stride: Int, bytes: [UInt8], scale: CGFloat = 1) {
        guard stride >= 0, height >= 0,
            case let (needed, overflow) = stride.multipliedReportingOverflow(by: height), !overflow,
            bytes.count >= needed
        else { return nil }
        self.init(width: width, height: height, stride: stride, scale: scale) { memory in
            bytes.withUnsafeBytes { source in
                if let base = source.baseAddress, let target = memory.baseAddress {
                    target.copyMemory(from: base, byteCount: memory.count)
                }
            }
        }
    }

    deinit {
        // A buffer sharing another's pixels keeps that one alive and leaves the memory to it.
        if owner == nil { storage.deallocate() }
    }

    /// The same pixels at another scale (they are shared, not copied).
    public func withScale(_ scale: CGFloat) -> PixelBuffer? {
        guard scale.isFinite, scale > 0 else { return nil }
        return PixelBuffer(sharing: self, scale: scale, reductions: reductions)
    }

    /// Smaller copies of the same picture made ahead, off the main thread, largest first: a renderer
    /// drawing a large picture small scales from the smallest one still at least as large as drawn,
    /// instead of from every pixel while a frame waits. Empty for most buffers.
    public let reductions: [PixelBuffer]

    /// The same pixels (shared, not copied) with `reductions` made ahead.
    public func withReductions(_ reductions: [PixelBuffer]) -> PixelBuffer {
        PixelBuffer(sharing: self, scale: scale, reductions: reductions)
    }

    /// The buffer whose memory this one shares (`withScale`), or nil when it owns its memory.
    private let owner: PixelBuffer?

    private init(sharing other: PixelBuffer, scale: CGFloat, reductions: [PixelBuffer]) {
        width = other.width
        height = other.height
        stride = other.stride
        self.scale = scale
        storage = other.storage
        owner = other
        self.reductions = reductions
    }

    /// Reads the pixels (`stride × height` bytes).
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(storage))
    }

    /// The pixels' memory, for a renderer that paints from it in place. Never written through.
    public var baseAddress: UnsafeMutableRawPointer? { storage.baseAddress }

    /// The size in points.
    public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    /// The premultiplied pixel at (x, y) as (alpha, red, green, blue); nil outside the image.
    public func pixel(x: Int, y: Int) -> (alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let word = storage.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        return (UInt8(word >> 24), UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF))
    }

    public var description: String { "\(width)×\(height) px @\(scale.dumpString)x" }

    public static func == (lhs: PixelBuffer, rhs: PixelBuffer) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
