import Foundation

/// Reads a file or a directory package into `FileWrapper` contents, refusing what a document must not
/// be: FIFOs, sockets and devices (refused from their metadata, never opened, so reading cannot block),
/// symbolic links inside the package that lead out of it, and more than `FileWrapper.maximumReadSize`
/// bytes (checked from the metadata before reading, and again while reading, in case the file grew).
struct FileWrapperReader {
    /// The chosen file or folder, its symbolic links resolved.
    let root: URL
    private let fileManager = FileManager.default

    func read() throws -> FileWrapper.Contents {
        var budget = FileWrapper.maximumReadSize
        return try read(root, budget: &budget)
    }

    private func read(_ url: URL, budget: inout Int) throws -> FileWrapper.Contents {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try fileManager.attributesOfItem(atPath: url.path)
        } catch {
            throw Self.error(
                .fileReadNoSuchFile, url, "“\(url.lastPathComponent)” cannot be read: \(error.localizedDescription)")
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?:
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            return .regularFile(try readRegularFile(url, declaredSize: size, budget: &budget))
        case .typeDirectory?:
            return .directory(try readDirectory(url, budget: &budget))
        case .typeSymbolicLink?:
            return .symbolicLink(try insideLink(url))
        default:
            throw Self.error(
                .fileReadUnknown, url,
                "“\(url.lastPathComponent)” is not a regular file or a folder, so it was not read")
        }
    }

    private func readRegularFile(_ url: URL, declaredSize: Int, budget: inout Int) throws -> Data {
        guard declaredSize <= budget else { throw tooLarge(url) }
        // O_NOFOLLOW and O_NONBLOCK: were the file swapped for a link or a FIFO since it was looked at, the
        // open fails or returns at once rather than following it or waiting for a writer.
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Self.error(.fileReadNoPermission, url, "“\(url.lastPathComponent)” cannot be opened")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw Self.error(
                .fileReadUnknown, url, "“\(url.lastPathComponent)” is not a regular file, so it was not read")
        }
        let data: Data
        do {
            data = try handle.read(upToCount: budget + 1) ?? Data()
        } catch {
            throw Self.error(
                .fileReadUnknown, url, "“\(url.lastPathComponent)” cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= budget else { throw tooLarge(url) }
        budget -= data.count
        return data
    }

    private func readDirectory(_ url: URL, budget: inout Int) throws -> [String: FileWrapper] {
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: url.path)
        } catch {
            throw Self.error(.fileReadNoPermission, url, "the folder “\(url.lastPathComponent)” cannot be listed")
        }
        var children: [String: FileWrapper] = [:]
        for name in names.sorted() {
            let child = FileWrapper(contents: try read(url.appendingPathComponent(name), budget: &budget))
            child.filename = name
            child.preferredFilename = name
            children[name] = child
        }
        return children
    }

    /// A link inside the package, kept as a link (never followed) when it leads to somewhere inside it.
    private func insideLink(_ url: URL) throws -> URL {
        let destination: String
        do {
            destination = try fileManager.destinationOfSymbolicLink(atPath: url.path)
        } catch {
            throw Self.error(.fileReadUnknown, url, "the link “\(url.lastPathComponent)” cannot be read")
        }
        let resolved = URL(fileURLWithPath: destination, relativeTo: url.deletingLastPathComponent())
            .standardizedFileURL.resolvingSymlinksInPath()
        let rootPath = root.standardizedFileURL.path
        guard resolved.path == rootPath || resolved.path.hasPrefix(rootPath + "/") else {
            throw Self.error(
                .fileReadNoPermission, url,
                "the link “\(url.lastPathComponent)” leads out of “\(root.lastPathComponent)”, so it was not read")
        }
        return URL(fileURLWithPath: destination)
    }

    private func tooLarge(_ url: URL) -> CocoaError {
        let limit = FileWrapper.maximumReadSize / (1024 * 1024)
        return Self.error(
            .fileReadTooLarge, url, "“\(url.lastPathComponent)” is larger than \(limit) MiB, so it was not read")
    }

    static func error(_ code: CocoaError.Code, _ url: URL, _ description: String) -> CocoaError {
        CocoaError(
            code, userInfo: [NSFilePathErrorKey: url.path, NSURLErrorKey: url, NSLocalizedDescriptionKey: description])
    }
}
