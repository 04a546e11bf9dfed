import Finch
import Foundation
import Testing

// Apple's documentation examples for each representation, compiled in Swift 5 mode (the Swift 6 mode
// round trips are FinchCoreTests' TransferableTests).

extension UTType {
    static let todo = UTType(exportedAs: "com.example.todo")
    static let layer = UTType(exportedAs: "com.example.layer")
}

struct Todo: Codable, Transferable {
    var text: String
    var isDone = false

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .todo)
        ProxyRepresentation(exporting: \.text)
    }
}

struct ImageDocumentLayer: Transferable {
    var bytes: Data
    init(data: Data) throws { bytes = data }
    func data() -> Data { bytes }
    func pngData() -> Data { bytes }

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .layer) { layer in
            layer.data()
        } importing: { data in
            try ImageDocumentLayer(data: data)
        }
        DataRepresentation(exportedContentType: .png) { layer in
            layer.pngData()
        }
        .suggestedFileName("Layer.png")
    }
}

struct Video: Transferable {
    let file: URL
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .data) { video in
            SentTransferredFile(video.file)
        } importing: { received in
            Self(file: received.file)
        }
    }
}

@Suite("Apple's Transferable examples compile and transfer in Swift 5 mode")
struct TransferableSwift5Tests {
    @Test("Codable, data and file representations export in their types, most preferred first")
    func exports() async throws {
        #expect(Todo(text: "milk").exportedContentTypes() == [.todo, .utf8PlainText])
        let layer = try ImageDocumentLayer(data: Data([7]))
        #expect(layer.exportedContentTypes() == [.layer, .png])
        let provider = NSItemProvider()
        provider.register(layer)
        #expect(provider.suggestedName == "Layer.png")
        #expect(try await provider.loadTransferable(type: ImageDocumentLayer.self).bytes == Data([7]))
        #expect(Video.importedContentTypes() == [.data])
        let todo = try await Todo(importing: try await Todo(text: "eggs").exported(as: .todo), contentType: .todo)
        #expect(todo.text == "eggs")
    }
}
