import Foundation

/// The archive's table of contents where it lies, in the mapped file: 16-byte entries (format in
/// Resources/README.md), read with little-endian loads, never copied.
///
/// The index keeps the whole-world levels as slots of this table instead of arrays of entries: opening
/// the archive then checks each of its 71,617 entries once and stores nothing for the 69,904 of them
/// that sit in order, which took the first map of a process from 17.7 M instructions to a few.
struct MapTileTable: Sendable {
    static let entrySize = 16

    let data: Data
    /// Where the first entry starts, as an index of `data`.
    let start: Int
    /// The number of entries.
    let count: Int
    /// The quantisation of a tile whose entry gives none.
    let defaultExtent: Int

    /// The entry in `slot`, checked against the file: a tile outside its level or past the file's end
    /// is an error naming it.
    func read(slot: Int) -> Result<(MapTileKey, MapTileIndex.Entry), MapTileArchiveError> {
        data.withUnsafeBytes { bytes in read(bytes, at: start - data.startIndex + slot * Self.entrySize) }
    }

    /// Calls `body` with the bytes of the whole file, for reading entries with `read(_:slot:)`.
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        data.withUnsafeBytes(body)
    }

    /// The entry in `slot`, checked, from `bytes` (the whole file, from `withBytes`).
    @inline(__always)
    func read(_ bytes: UnsafeRawBufferPointer, slot: Int) -> Result<
        (MapTileKey, MapTileIndex.Entry), MapTileArchiveError
    > {
        read(bytes, at: start - data.startIndex + slot * Self.entrySize)
    }

    /// Whether slots `first ..< first + 4^zoom` of `bytes` (the whole file) hold level `zoom` complete and in
    /// order (column by column, each top to bottom), every entry valid. Checked in one tight loop: for
    /// the shipped archive's whole-world levels, this is all that opening it reads. When it says no, the
    /// entries are read one by one, which names the first bad one.
    func isCompleteLevel(_ bytes: UnsafeRawBufferPointer, zoom: Int, first: Int) -> Bool {
        let side = 1 << zoom
        guard zoom <= 16, first >= 0, side * side <= count - first else { return false }
        let fileSize = UInt64(bytes.count)
        var offset = start - data.startIndex + first * Self.entrySize
        for x in 0..<side {
            for y in 0..<side {
                guard Int(bytes[offset]) == zoom,
                    Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 2, as: UInt16.self))) == x,
                    Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt16.self))) == y,
                    UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 6, as: UInt16.self)) <= 8192
                else { return false }
                let tileOffset = UInt64(
                    UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)))
                let length = UInt64(
                    UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                guard tileOffset + length <= fileSize else { return false }
                offset += Self.entrySize
            }
        }
        return true
    }

    /// The entry in `slot`, already checked when the archive opened.
    func entry(at slot: Int) -> MapTileIndex.Entry? {
        guard slot >= 0, slot < count, case .success(let (_, entry)) = read(slot: slot) else { return nil }
        return entry
    }

    /// The entry whose 16 bytes start at `offset` in `bytes` (the whole file).
    @inline(__always)
    private func read(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Result<
        (MapTileKey, MapTileIndex.Entry), MapTileArchiveError
    > {
        func uint16(_ at: Int) -> Int {
            Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + at, as: UInt16.self)))
        }
        func uint32(_ at: Int) -> Int {
            Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + at, as: UInt32.self)))
        }
        let zoom = Int(bytes[offset])
        let x = uint16(2)
        let y = uint16(4)
        let ownExtent = uint16(6)
        let tileOffset = uint32(8)
        let length = uint32(12)
        let key = MapTileKey(zoom: zoom, x: x, y: y)
        guard zoom <= 16, x < 1 << zoom, y < 1 << zoom else {
            return .failure(.badTable("tile \(key) is outside its zoom level"))
        }
        let fileSize = bytes.count
        guard tileOffset <= fileSize, length <= fileSize - tileOffset else {
            return .failure(.truncated(what: "tile \(key) (\(length) bytes at \(tileOffset))", at: tileOffset))
        }
        let extent = ownExtent == 0 ? defaultExtent : ownExtent
        guard extent <= 8192 else { return .failure(.badTable("tile \(key) has extent \(extent), more than 8192")) }
        return .success((key, MapTileIndex.Entry(range: tileOffset..<(tileOffset + length), extent: extent)))
    }
}
