import Foundation

/// Reads little-endian numbers and varints from bytes, throwing instead of reading past the end.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var offset: Int
    let end: Int

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { offset >= end }

    mutating func uint8(_ what: String) throws(MapTileArchiveError) -> UInt8 {
        guard offset < end else { throw .truncated(what: what, at: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16(_ what: String) throws(MapTileArchiveError) -> UInt16 {
        guard end - offset >= 2 else { throw .truncated(what: what, at: offset) }
        defer { offset += 2 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    mutating func uint32(_ what: String) throws(MapTileArchiveError) -> UInt32 {
        guard end - offset >= 4 else { throw .truncated(what: what, at: offset) }
        defer { offset += 4 }
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * index) }
        return value
    }

    /// An unsigned LEB128 varint of at most 5 bytes (32 bits).
    mutating func varint(_ what: String) throws(MapTileArchiveError) -> UInt32 {
        var value: UInt32 = 0
        for shift in stride(from: 0, to: 35, by: 7) {
            let byte = try uint8(what)
            value |= UInt32(byte & 0x7F) << UInt32(shift)
            if byte & 0x80 == 0 { return value }
        }
        throw .truncated(what: "\(what) (a varint longer than 5 bytes)", at: offset)
    }

    /// A zigzag-encoded signed varint.
    mutating func signedVarint(_ what: String) throws(MapTileArchiveError) -> Int32 {
        let raw = try varint(what)
        return Int32(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }
}
