import CoreTransferable
import Testing

// This file imports CoreTransferable alone, as CS193p 2023's drop payload does: `URL` and `Data` must
// come with it, as they do with Apple's module.

/// The course's payload: a string, a URL or image data, whichever a drop offers.
private enum DropPayload: Transferable {
    case string(String)
    case url(URL)
    case data(Data)

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { DropPayload.string($0) }
        ProxyRepresentation { DropPayload.url($0) }
        ProxyRepresentation { DropPayload.data($0) }
    }
}

@Suite("import CoreTransferable shows Foundation")
struct CoreTransferableExportTests {
    @Test("A payload with URL and Data builds in a file importing CoreTransferable alone")
    func payload() {
        guard let url = URL(string: "https://example.com/a.jpg") else {
            Issue.record("not a URL")
            return
        }
        guard case .url(let kept) = DropPayload.url(url) else {
            Issue.record("not kept as a URL")
            return
        }
        #expect(kept.pathExtension == "jpg")
        guard case .data(let bytes) = DropPayload.data(Data([1, 2])) else { return }
        #expect(bytes.count == 2)
    }
}
