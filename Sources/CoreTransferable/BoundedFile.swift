import Foundation

/// Reads a whole file only when it is a regular file (links followed) of at most `maximumBytes`: a
/// device or a pipe could be endless, and a huge file would be read whole into memory. Image decoding,
/// item providers and `Transferable` payloads read picked and dropped files through it. Package-wide,
/// not public: Apple's module has no such name.
package enum BoundedFile {
    /// Why a file was not read; its description names the file.
    package struct Failure: Error, LocalizedError, CustomStringConvertible, Sendable {
        package let description: String
        package var errorDescription: String? { description }
    }

    package static func read(_ url: URL, maximumBytes: Int) -> Result<Data, Failure> {
        let resolved = url.resolvingSymlinksInPath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path) else {
            return .failure(Failure(description: "cannot read \(url.path): no such file"))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(Failure(description: "\(url.path) is not a regular file"))
        }
        if let size = attributes[.size] as? NSNumber, size.intValue > maximumBytes {
            return .failure(tooLarge(url, maximumBytes))
        }
        // Read at most one byte more than allowed: a file that grew after the size was read is refused
        // rather than read whole.
        do {
            let handle = try FileHandle(forReadingFrom: resolved)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
            guard data.count <= maximumBytes else { return .failure(tooLarge(url, maximumBytes)) }
            return .success(data)
        } catch {
            return .failure(Failure(description: "cannot read \(url.path): \(error.localizedDescription)"))
        }
    }

    private static func tooLarge(_ url: URL, _ maximumBytes: Int) -> Failure {
        Failure(description: "\(url.path) is larger than \(maximumBytes / (1024 * 1024)) MB, the most read for it")
    }
}
