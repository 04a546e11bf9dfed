#if canImport(Glibc)
    import Glibc
#endif

/// The running program's own image, as the loader mapped it.
public enum ProgramImage {
    /// Which of `texts` occur, as UTF-8 bytes, in the parts of the program's file the loader mapped (its
    /// code and constants, string literals among them); the shared libraries it loaded are not searched.
    /// The mappings are read where the loader put them (`/proc/self/maps` says where), one pass for all
    /// texts that start with the same byte: callers search once and keep the answer. None occur where
    /// the maps cannot be read. Writable mappings are searched too: a linker may put `.rodata` in one
    /// (seen in a debug build).
    public static func occurring(_ texts: [String]) -> Set<String> {
        var found: Set<String> = Set(texts.filter(\.isEmpty))
        let byFirstByte = Dictionary(grouping: texts.filter { !$0.isEmpty }.map { Array($0.utf8) }, by: { $0[0] })
        let ranges = fileRanges()
        for (first, needles) in byFirstByte {
            for range in ranges {
                let hits = occurring(needles, first: first, from: range.lowerBound, to: range.upperBound)
                found.formUnion(hits.map { String(decoding: $0, as: UTF8.self) })
            }
        }
        return found
    }

    /// The readable address ranges the loader mapped from the program's file.
    private static func fileRanges() -> [Range<UInt>] {
        guard let program = link(to: "/proc/self/exe"), let maps = fileText("/proc/self/maps") else { return [] }
        return maps.split(separator: "\n").compactMap { line in
            // "start-end perms offset dev inode path": the path is the rest of the line after five fields.
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[1].hasPrefix("r"),
                fields[5].trimmingPrefixSpaces == program
            else { return nil }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
                start < end
            else { return nil }
            return start..<end
        }
    }

    /// The needles (each starting with `first`) that occur in the readable memory from `start` up to `end`.
    private static func occurring(_ needles: [[UInt8]], first: UInt8, from start: UInt, to end: UInt) -> [[UInt8]] {
        guard let base = UnsafeRawPointer(bitPattern: start) else { return [] }
        let limit = base + Int(end - start)
        var missing = needles
        var found: [[UInt8]] = []
        var cursor = base
        while cursor < limit, !missing.isEmpty {
            guard let hit = memchr(cursor, Int32(first), limit - cursor) else { break }
            let candidate = UnsafeRawPointer(hit)
            missing.removeAll { needle in
                guard limit - candidate >= needle.count, memcmp(candidate, needle, needle.count) == 0 else {
                    return false
                }
                found.append(needle)
                return true
            }
            cursor = candidate + 1
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
