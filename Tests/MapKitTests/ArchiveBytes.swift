@testable import MapKit

/// Builds small map archives byte by byte, for the decoder's bad-input tests.
enum ArchiveBytes {
    /// A header for `count` tiles with extent 4096.
    static func header(count: Int, magic: String = "FMAP", version: UInt16 = 1, extent: UInt16 = 4096) -> [UInt8] {
        Array(magic.utf8) + le16(version) + le16(0) + le32(UInt32(count)) + le16(extent) + le16(16)
    }

    static func entry(zoom: UInt8, x: UInt16, y: UInt16, offset: Int, length: Int) -> [UInt8] {
        [zoom, 0] + le16(x) + le16(y) + le16(0) + le32(UInt32(offset)) + le32(UInt32(length))
    }

    /// An archive of one tile at 0/0/0 holding `payload`.
    static func oneTile(_ payload: [UInt8]) -> [UInt8] {
        header(count: 1) + entry(zoom: 0, x: 0, y: 0, offset: 32, length: payload.count) + payload
    }

    /// A tile payload with one land square 0…4096.
    static let landSquare: [UInt8] = {
        var bytes: [UInt8] = [1, MapFeatureKind.land.rawValue, 4]
        for (dx, dy) in [(0, 0), (4096, 0), (0, 4096), (-4096, 0)] { bytes += varint(zigzag(dx)) + varint(zigzag(dy)) }
        return bytes
    }()

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    static func zigzag(_ value: Int) -> UInt32 { UInt32(truncatingIfNeeded: (value << 1) ^ (value >> 63)) }

    static func varint(_ value: UInt32) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        return bytes + [UInt8(value)]
    }
}
