import Foundation

/// Reads a whole file only when it is a regular file (links followed) of at most `maximumBytes`: a
/// device or a pipe could be endless, and a huge file would be read whole into memory. Image decoding
/// and item providers read picked and dropped files through it.
public enum BoundedFile {
    /// Why a file was not read; its description names the file.
    public struct Failure: Error, LocalizedError, CustomStringConvertible, Sendable {
        public let description: String
        public var errorDescription: String? { description }
    }

    public static func read(_ url: URL, maximumBytes: Int) -> Result<Data, Failure> {
        let resolved = url.resolvingSymlinksInPath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path) else {
            return .failure(Failure(description: "cannot read \(url.path): no such file"))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(Failure(description: "\(url.path) is not a regular file"))
        }
        if let size = attributes[.size] as? NSNumber, size.intValue > maximumBytes {
            let megabytes = maximumBytes / (1024 * 1024)
            return .failure(Failure(description: "\(url.path) is larger than \(megabytes) MB"))
        }
        do {
            return .success(try Data(contentsOf: resolved))
        } catch {
            return .failure(Failure(description: "cannot read \(url.path): \(error.localizedDescription)"))
        }
    }
}
