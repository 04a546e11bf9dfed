import Foundation
import Testing

@testable import FinchCore

/// `FileWrapper` reads regular files and directory packages only, never follows a link out of a
/// package, refuses files over its size limit before reading them, and writes atomically.
@Suite("FileWrapper")
struct FileWrapperTests {
    /// A fresh folder for one test.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "finch-filewrapper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("A regular file reads as its bytes, named for its file")
    func regularFile() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("note.txt")
        try Data("hello".utf8).write(to: url)
        let wrapper = try FileWrapper(url: url)
        #expect(wrapper.isRegularFile && !wrapper.isDirectory)
        #expect(wrapper.regularFileContents == Data("hello".utf8))
        #expect(wrapper.filename == "note.txt")
        #expect(wrapper.fileWrappers == nil)
    }

    @Test("A directory reads as its children, links inside it kept as links")
    func directory() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("doc.pkg")
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: package.appendingPathComponent("index.json"))
        try Data([1, 2, 3]).write(to: package.appendingPathComponent("images/a.bin"))
        try FileManager.default.createSymbolicLink(
            atPath: package.appendingPathComponent("alias").path, withDestinationPath: "index.json")
        let wrapper = try FileWrapper(url: package)
        #expect(wrapper.isDirectory)
        let children = try #require(wrapper.fileWrappers)
        #expect(Set(children.keys) == ["index.json", "images", "alias"])
        #expect(children["index.json"]?.regularFileContents == Data("{}".utf8))
        #expect(children["images"]?.fileWrappers?["a.bin"]?.regularFileContents == Data([1, 2, 3]))
        #expect(children["alias"]?.isSymbolicLink == true)
        #expect(children["alias"]?.symbolicLinkDestinationURL?.lastPathComponent == "index.json")
    }

    @Test("A FIFO is refused without being opened (reading it would wait for a writer)")
    func fifoRefused() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.emojiart")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let error = #expect(throws: CocoaError.self) { try FileWrapper(url: fifo) }
        #expect(error?.localizedDescription.contains("pipe.emojiart") == true)
        #expect(error?.localizedDescription.contains("not a regular file") == true)
    }

    @Test("A device is refused")
    func deviceRefused() {
        #expect(throws: CocoaError.self) { try FileWrapper(url: URL(fileURLWithPath: "/dev/null")) }
    }

    @Test("A link inside a package that leads out of it is refused")
    func linkOutRefused() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.txt")
        try Data("private".utf8).write(to: secret)
        let package = folder.appendingPathComponent("doc.pkg")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: package.appendingPathComponent("steal").path, withDestinationPath: "../secret.txt")
        let error = #expect(throws: CocoaError.self) { try FileWrapper(url: package) }
        #expect(error?.localizedDescription.contains("leads out of") == true)
        let absolute = folder.appendingPathComponent("doc2.pkg")
        try FileManager.default.createDirectory(at: absolute, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: absolute.appendingPathComponent("etc").path, withDestinationPath: "/etc/passwd")
        #expect(throws: CocoaError.self) { try FileWrapper(url: absolute) }
    }

    @Test("A file over the size limit is refused before it is read")
    func tooLargeRefused() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("huge.emojiart")
        // A sparse file: its size is past the limit without the disk holding the bytes.
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(FileWrapper.maximumReadSize + 1))
        try handle.close()
        let error = #expect(throws: CocoaError.self) { try FileWrapper(url: url) }
        #expect(error?.code == .fileReadTooLarge)
        #expect(error?.localizedDescription.contains("huge.emojiart") == true)
        #expect(error?.localizedDescription.contains("64 MiB") == true)
    }

    @Test("Directory wrappers add, name uniquely and remove children")
    func directoryEditing() throws {
        let directory = FileWrapper(directoryWithFileWrappers: [:])
        let first = directory.addRegularFile(withContents: Data("a".utf8), preferredFilename: "a.txt")
        let second = directory.addRegularFile(withContents: Data("b".utf8), preferredFilename: "a.txt")
        #expect(first == "a.txt")
        #expect(second == "2__a.txt")
        let child = try #require(directory.fileWrappers?["a.txt"])
        #expect(directory.keyForFileWrapper(child) == "a.txt")
        directory.removeFileWrapper(child)
        #expect(directory.fileWrappers?.keys.sorted() == ["2__a.txt"])
        #expect(FileWrapper(regularFileWithContents: Data()).addFileWrapper(child) == "")
    }

    @Test("Writing replaces the file atomically, and writes a package's whole tree")
    func atomicWrite() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("doc.txt")
        try Data("old".utf8).write(to: url)
        try FileWrapper(regularFileWithContents: Data("new".utf8)).write(
            to: url, options: .atomic, originalContentsURL: nil)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        let package = FileWrapper(directoryWithFileWrappers: [
            "index.json": FileWrapper(regularFileWithContents: Data("{}".utf8))
        ])
        let packageURL = folder.appendingPathComponent("doc.pkg")
        try package.write(to: packageURL, options: .atomic, originalContentsURL: nil)
        try package.write(to: packageURL, options: .atomic, originalContentsURL: nil)
        #expect(try Data(contentsOf: packageURL.appendingPathComponent("index.json")) == Data("{}".utf8))
        // Nothing is left beside the files: the temporaries were renamed into place.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["doc.pkg", "doc.txt"])
    }

    @Test("A failed write (a full disk) leaves the old file and no temporary")
    func failedWriteKeepsOld() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("doc.txt")
        try Data("old".utf8).write(to: url)
        var writer = FileWrapperWriter()
        writer.writeFile = { data, temporary in
            try data.prefix(1).write(to: temporary)
            throw CocoaError(.fileWriteOutOfSpace)
        }
        let error = #expect(throws: FileWriteError.self) {
            try writer.write(FileWrapper(regularFileWithContents: Data("new".utf8)), to: url)
        }
        #expect(error?.cause == .diskFull)
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["doc.txt"])
    }

    @Test("A crash between writing the temporary and the rename leaves the old file")
    func crashBeforeRename() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("doc.txt")
        try Data("old".utf8).write(to: url)
        struct Crash: Error {}
        var writer = FileWrapperWriter()
        var temporaryWritten: URL?
        writer.replace = { temporary, _ in
            temporaryWritten = temporary
            throw Crash()
        }
        // Told in the error's own words, as the failure to save "doc.txt".
        let error = #expect(throws: FileWriteError.self) {
            try writer.write(FileWrapper(regularFileWithContents: Data("new".utf8)), to: url)
        }
        #expect(error?.url == url)
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        // The temporary was beside the file, in the same folder (so the rename cannot cross file systems).
        #expect(
            temporaryWritten?.deletingLastPathComponent().standardizedFileURL.path == folder.standardizedFileURL.path)
    }

    @Test("A write through a symbolic link replaces the file it leads to and keeps the link")
    func writesThroughLink() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.txt")
        let link = folder.appendingPathComponent("link.txt")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.txt")
        try FileWrapperWriter().write(FileWrapper(regularFileWithContents: Data("new".utf8)), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.txt")
        #expect(try Data(contentsOf: target) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.txt", "real.txt"])
    }

    @Test("A file is never put in place of a folder: the folder and what it holds stay")
    func folderInPlace() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("doc.txt")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: url.appendingPathComponent("inside"))
        let error = #expect(throws: FileWriteError.self) {
            try FileWrapperWriter().write(FileWrapper(regularFileWithContents: Data("new".utf8)), to: url)
        }
        #expect(error?.cause == .folderInPlace)
        #expect(try Data(contentsOf: url.appendingPathComponent("inside")) == Data("keep".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["doc.txt"])
    }
}
