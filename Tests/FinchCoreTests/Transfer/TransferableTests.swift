import CoreTransferable
import Foundation
import Testing
import UniformTypeIdentifiers

@testable import FinchCore

@Suite("Transferable: representations export and import through item providers, as on Apple platforms")
struct TransferableTests {
    @Test("CS193p 2023's Sturldata imports a string, a URL and image data, each as its own case")
    func sturldata() async throws {
        let text = await load(Sturldata.self, from: NSItemProvider(object: "🍎" as NSString))
        guard case .string("🍎") = text.value else { Issue.record("got \(String(describing: text.value))"); return }
        #expect(!text.onMainThread)

        let web = URL(string: "https://example.com/cat.png")!
        guard case .url(web) = await load(Sturldata.self, from: NSItemProvider(object: web as NSURL)).value else {
            Issue.record("a URL did not load as .url")
            return
        }
        let png = await load(Sturldata.self, from: provider("public.png", pngSignature)).value
        guard case .data(pngSignature) = png else { Issue.record("got \(String(describing: png))"); return }
        #expect(Sturldata.importedContentTypes() == [.utf8PlainText, .plainText, .url, .data])
    }

    @Test("Codable round trip: exported as its JSON type first, then as text by proxy; imported back")
    func codable() async throws {
        let note = Note(text: "buy milk", isDone: true)
        let exported = NSItemProvider(transferable: note)
        #expect(exported.registeredTypeIdentifiers == ["org.finch.test.note", "public.utf8-plain-text"])
        // The program's own type conforms to what it was declared as.
        #expect(exported.hasItemConformingToTypeIdentifier("public.json"))
        #expect(try await exported.loadTransferable(type: Note.self) == note)
        // A receiver of text gets the proxy; one of Note from text alone gets nothing (Note imports JSON).
        #expect(try await exported.loadTransferable(type: String.self) == "buy milk")
        let fromText = await load(Note.self, from: NSItemProvider(object: "buy milk" as NSString))
        #expect(fromText.value == nil && fromText.error?.contains("imports none of") == true)
        let json = try await note.exported(as: .json)
        #expect(try JSONDecoder().decode(Note.self, from: json) == note)
    }

    @Test("Data round trip in a program's own type; a type it does not export is refused")
    func dataRepresentation() async throws {
        let layer = Layer(bytes: [1, 2, 3])
        #expect(layer.exportedContentTypes() == [.finchLayer])
        let provider = NSItemProvider(transferable: layer)
        #expect(try await provider.loadTransferable(type: Layer.self) == layer)
        // Data takes any data.
        #expect(try await provider.loadTransferable(type: Data.self) == Data([1, 2, 3]))
        await #expect(throws: TransferError.self) { try await layer.exported(as: .png) }
        #expect(try await Layer(importing: Data([9]), contentType: nil) == Layer(bytes: [9]))
    }

    @Test("File round trip: the file's bytes travel; the receiver gets a copy, and the suggested name")
    func fileRepresentation() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = folder.appendingPathComponent("report.finchdoc")
        try Data("quarterly".utf8).write(to: original)

        let provider = NSItemProvider(transferable: Document(file: original))
        #expect(provider.registeredTypeIdentifiers == ["org.finch.test.document"])
        #expect(provider.suggestedName == "Report.finchdoc")
        let received = try await provider.loadTransferable(type: Document.self)
        #expect(received.file != original)
        #expect(try Data(contentsOf: received.file) == Data("quarterly".utf8))
        #expect(FileManager.default.fileExists(atPath: original.path))
        try? FileManager.default.removeItem(at: received.file.deletingLastPathComponent())
    }

    @Test("Proxy round trips: String, URL, Data and AttributedString through their built-in representations")
    func builtIns() async throws {
        #expect("a".exportedContentTypes() == [.utf8PlainText])
        #expect(URL(string: "https://example.com")!.exportedContentTypes() == [.url])
        #expect(URL(fileURLWithPath: "/tmp/a.png").exportedContentTypes() == [.fileURL, .url])
        #expect(Data().exportedContentTypes() == [.data])
        let file = URL(fileURLWithPath: "/tmp/a b.png")
        #expect(try await NSItemProvider(transferable: file).loadTransferable(type: URL.self) == file)
        let styled = AttributedString("bold words")
        let back = try await NSItemProvider(transferable: styled).loadTransferable(type: AttributedString.self)
        #expect(String(back.characters) == "bold words")
        // Text that is not UTF-8 fails to import, with a reason.
        let bad = await load(String.self, from: provider("public.utf8-plain-text", Data([0xFF, 0xFE])))
        #expect(bad.value == nil && bad.error?.contains("not UTF-8") == true)
    }

    @Test("exportingCondition drops a representation for the values it refuses; ownProcess stays inside")
    func modifiers() {
        let hidden = NSItemProvider(transferable: Secret(text: "pin", isPublic: false))
        #expect(hidden.registeredTypeIdentifiers == ["org.finch.test.layer"])
        #expect(hidden.externallyVisibleTypeIdentifiers.isEmpty)
        let shown = NSItemProvider(transferable: Secret(text: "hello", isPublic: true))
        #expect(shown.registeredTypeIdentifiers == ["org.finch.test.layer", "public.utf8-plain-text"])
        #expect(shown.externallyVisibleTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(Secret(text: "x", isPublic: false).exportedContentTypes(.all).isEmpty)
    }

    @Test("loadTransferable completes once, off the main thread, and reports progress")
    @MainActor
    func offMainThread() async {
        let provider = NSItemProvider(transferable: "hello")
        let loaded: Delivered<String> = await withCheckedContinuation { continuation in
            let progress = provider.loadTransferable(type: String.self) { result in
                let value = try? result.get()
                continuation.resume(returning: Delivered(value: value, error: nil, onMainThread: Thread.isMainThread))
            }
            #expect(progress.totalUnitCount == 1)
        }
        #expect(loaded.value == "hello")
        #expect(!loaded.onMainThread)
    }

    @Test("A drop's providers load [T] in order, skipping those that offer nothing T imports")
    func loadsArrays() async {
        let providers = [
            NSItemProvider(object: "one" as NSString), provider("public.png", pngSignature),
            NSItemProvider(object: "two" as NSString),
        ]
        #expect(providers.map { $0.canLoadTransferable(type: String.self) } == [true, false, true])
        let strings: [String] = await withCheckedContinuation { continuation in
            providers.loadTransferables(String.self) { continuation.resume(returning: $0) }
        }
        #expect(strings == ["one", "two"])
    }
}
