import Foundation
import Testing

@testable import FinchCore

/// Bad input another program may drop (issue 24's "Bad input"), at the parsers and the item providers:
/// a list of 10,000 files, a 1 GB file, text that is not UTF-8, a drag hovering with a file list.
@Suite("Drop bad input: huge lists and files, invalid text, file types known while hovering")
struct BadDropInputTests {
    /// A `text/uri-list` of `count` PNG files (they need not exist: nothing here reads them).
    static func fileList(_ count: Int, in folder: String = "/tmp/finch-drop") -> Data {
        DesktopDropFormats.uriListData(
            (0..<count).map { URL(fileURLWithPath: "\(folder)/photo \($0).png") })
    }

    /// Not timed (tests never time; the parse is one pass over the lines).
    @Test("A URI list of 10,000 files parses into 10,000 file items and providers")
    func tenThousandFiles() throws {
        let data = Self.fileList(10_000)
        let items = try DesktopDropFormats.items(from: data, mimeType: "text/uri-list")
        let providers = items.map { $0.itemProvider() }
        #expect(items.count == 10_000)
        #expect(items.last == .file(URL(fileURLWithPath: "/tmp/finch-drop/photo 9999.png")))
        #expect(providers.allSatisfy { $0.registeredTypeIdentifiers == ["public.png", "public.file-url"] })
    }

    @Test("A 1 GB file (sparse, never written) fails to load as data with its limit named, refused before it is read")
    func gigabyteFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-gb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, limit) in [("huge.png", 128), ("huge.bin", 256), ("huge.txt", 64)] {
            let file = folder.appendingPathComponent(name)
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 1 << 30)
            try handle.close()
            let provider = try #require(NSItemProvider(contentsOf: file))
            let (data, error) = await withCheckedContinuation { continuation in
                provider.loadDataRepresentation(forTypeIdentifier: "public.data") { data, error in
                    continuation.resume(returning: (data, error.map { "\($0)" }))
                }
            }
            #expect(data == nil)
            // Refused by its size before the file is opened, so none of it was read (the suite runs in
            // parallel: the process's peak memory would not say so reliably).
            #expect(error?.contains("\(name) is larger than \(limit) MB") == true, "\(error ?? "no error")")
        }
    }

    @Test("A file that grows past its limit after its size was read is refused, not read whole")
    func boundedReadStopsAtTheLimit() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("finch-bounded-\(UUID().uuidString)")
        try Data(repeating: 7, count: 100).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect((try? BoundedFile.read(file, maximumBytes: 100).get())?.count == 100)
        guard case .failure(let failure) = BoundedFile.read(file, maximumBytes: 99) else {
            Issue.record("a 100-byte file was read under a 99-byte limit")
            return
        }
        #expect(failure.description.contains("larger than"))
    }

    @Test("A FIFO dropped as a file is refused from its metadata, never opened (the read would block)")
    func fifoPayloadIsRefused() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("finch-fifo-\(UUID().uuidString)")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(at: fifo) }
        #expect {
            _ = try TransferPayload.file(fifo, isOriginal: true).data()
        } throws: { error in
            "\(error)".contains("not a regular file")
        }
        guard case .failure = BoundedFile.read(fifo, maximumBytes: 100) else {
            Issue.record("a FIFO was read as a file")
            return
        }
    }

    @Test("Invalid UTF-8 loaded as a String through a provider is an error, not a crash")
    func invalidUTF8Provider() async {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) {
            $0(Data([0x66, 0xFF, 0xFE, 0xC3]), nil)
            return nil
        }
        let (text, error) = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: String.self) { text, error in
                continuation.resume(returning: (text, error.map { "\($0)" }))
            }
        }
        #expect(text == nil)
        #expect(error?.contains("not UTF-8") == true)
        #expect(throws: DesktopDropError.invalidText("the text is not valid UTF-8")) {
            try DesktopDropFormats.items(from: Data([0xC3, 0x28]), mimeType: "text/plain;charset=utf-8")
        }
    }

    @Test("While hovering, a file list offers its files' types and file URLs; web URLs and bad lists only public.url")
    func hoverOfferFromURIList() {
        let files = DesktopDropFormats.uriListData([
            URL(fileURLWithPath: "/home/me/a.png"), URL(fileURLWithPath: "/home/me/b.PNG"),
            URL(fileURLWithPath: "/home/me/notes.txt"), URL(fileURLWithPath: "/home/me/c.jpeg"),
            URL(fileURLWithPath: "/home/me/README"),
        ])
        let offered = ["text/uri-list", "text/plain;charset=utf-8"]
        #expect(
            DesktopDropFormats.typeIdentifiers(offeredAs: offered, uriList: files) == [
                "public.png", "public.utf8-plain-text", "public.jpeg", "public.data", "public.file-url",
                "public.url",
            ])
        // Unknown until read: what the MIME types alone say.
        #expect(
            DesktopDropFormats.typeIdentifiers(offeredAs: offered, uriList: nil) == [
                "public.url", "public.utf8-plain-text",
            ])
        let web = Data("https://example.com/cat.png\r\n".utf8)
        #expect(
            DesktopDropFormats.typeIdentifiers(offeredAs: offered, uriList: web) == [
                "public.url", "public.utf8-plain-text",
            ])
        let refused = Data("javascript:alert(1)\r\n".utf8)
        #expect(DesktopDropFormats.typeIdentifiers(offeredAs: ["text/uri-list"], uriList: refused) == ["public.url"])
        #expect(
            DesktopDropFormats.typeIdentifiers(offeredAs: ["text/uri-list"], uriList: Data([0xFF])) == ["public.url"])
        // A list longer than the hover bound is left to the drop.
        let long = Self.fileList(DesktopDropFormats.maximumHoverURIListBytes / 20)
        #expect(long.count > DesktopDropFormats.maximumHoverURIListBytes)
        #expect(DesktopDropFormats.typeIdentifiers(offeredAs: ["text/uri-list"], uriList: long) == ["public.url"])
        // 10,000 files of one kind: one type, asked once.
        #expect(
            DesktopDropFormats.typeIdentifiers(offeredAs: ["text/uri-list"], uriList: Self.fileList(10_000))
                == ["public.png", "public.file-url", "public.url"])
    }
}
