import Testing
import UniformTypeIdentifiers

// This file imports UniformTypeIdentifiers alone: Foundation's types must come with it, as Apple's module
// brings them.
@Suite("import UniformTypeIdentifiers shows Foundation")
struct FoundationExportTests {
    @Test("URL and a type from a file's extension, with no import of Foundation")
    func urlWithoutFoundation() {
        let url = URL(fileURLWithPath: "/tmp/picture.png")
        #expect(UTType(filenameExtension: url.pathExtension) == .png)
    }
}
