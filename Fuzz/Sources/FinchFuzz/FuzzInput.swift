import Foundation

/// A fuzz input read as a few choices (numbers in ranges) followed by payload bytes; reading past the
/// end gives zeros, so every input, however short, is a complete case.
struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `range`, from one byte (ranges wider than 256 are reached in steps).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        return range.lowerBound + Int(byte()) * span / 256
    }

    /// The next `count` bytes, fewer at the end.
    mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + max(0, count))
        defer { offset = end }
        return offset < end ? Array(bytes[offset..<end]) : []
    }

    /// Text from the next `count` bytes, invalid UTF-8 replaced (as a host hands text over).
    mutating func text(_ count: Int) -> String {
        String(decoding: bytes(count), as: UTF8.self)
    }

    /// Everything not read yet.
    mutating func rest() -> Data {
        Data(bytes(bytes.count - offset))
    }
}
