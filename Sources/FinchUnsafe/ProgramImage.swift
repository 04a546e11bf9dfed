#if canImport(Glibc)
    import Glibc
#endif

/// The running program's own image, as the loader mapped it.
public enum ProgramImage {
    /// Which of `texts` occur, as UTF-8 bytes, in the parts of the program's file the loader mapped (its
    /// code and constants, string literals among them); the shared libraries it loaded are not searched.
    /// `/proc/self/maps` says which parts of the file are mapped; they are read from the file
    /// (`/proc/self/exe`, in the page cache since the program runs), not from memory, so no sanitizer sees
    /// a read between two globals. One pass reads the parts once: callers search once and keep the answer.
    /// None occur where the file or the maps cannot be read.
    public static func occurring(_ texts: [String]) -> Set<String> {
        var found: Set<String> = Set(texts.filter(\.isEmpty))
        var missing = Array(Set(texts.filter { !$0.isEmpty }.map { Array($0.utf8) }))
        guard !missing.isEmpty, let ranges = mappedFileRanges(),
            let file = fopen("/proc/self/exe", "r")
        else { return found }
        defer { fclose(file) }
        let overlap = (missing.map(\.count).max() ?? 1) - 1
        let chunkSize = 1 << 22
        var chunk = [UInt8](repeating: 0, count: chunkSize + overlap)
        for range in ranges where !missing.isEmpty {
            var offset = range.lowerBound
            while offset < range.upperBound, !missing.isEmpty {
                let wanted = min(chunkSize + overlap, range.upperBound - offset)
                guard fseeko(file, off_t(offset), SEEK_SET) == 0 else { break }
                let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, wanted, file) }
                guard count > 0 else { break }
                let hits = chunk.withUnsafeBytes {
                    occurring(missing, in: UnsafeRawBufferPointer(rebasing: $0[0..<count]))
                }
                for hit in hits { found.insert(String(decoding: hit, as: UTF8.self)) }
                missing.removeAll { hits.contains($0) }
                offset += chunkSize
            }
        }
        return found
    }

    /// The byte ranges of the program's file that are mapped readable, merged where they touch.
    private static func mappedFileRanges() -> [Range<Int>]? {
        guard let program = link(to: "/proc/self/exe"), let maps = fileText("/proc/self/maps") else { return nil }
        var ranges: [Range<Int>] = []
        for line in maps.split(separator: "\n") {
            // "start-end perms offset dev inode path": the path is the rest of the line after five fields.
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[1].hasPrefix("r"), fields[5].trimmingPrefixSpaces == program,
                let offset = Int(fields[2], radix: 16)
            else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
                start < end, end - start < UInt(Int.max / 2)
            else { continue }
            ranges.append(offset..<(offset + Int(end - start)))
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: []) { merged, range in
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
    }

    /// The needles that occur in `bytes`.
    private static func occurring(_ needles: [[UInt8]], in bytes: UnsafeRawBufferPointer) -> [[UInt8]] {
        guard let base = bytes.baseAddress else { return [] }
        var found: [[UInt8]] = []
        for (first, group) in Dictionary(grouping: needles, by: { $0[0] }) {
            var remaining = group
            var cursor = 0
            while cursor < bytes.count, !remaining.isEmpty {
                guard let hit = memchr(base + cursor, Int32(first), bytes.count - cursor) else { break }
                let position = UnsafeRawPointer(hit) - base
                remaining.removeAll { needle in
                    guard bytes.count - position >= needle.count, memcmp(base + position, needle, needle.count) == 0
                    else { return false }
                    found.append(needle)
                    return true
                }
                cursor = position + 1
            }
        }
        return found
    }

    /// The target of the symbolic link at `path`.
    private static func link(to path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The whole text of a file `/proc` makes on reading (its size is not known beforehand).
    private static func fileText(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    /// The substring without its leading spaces.
    fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
