import Foundation
import Testing
import UniformTypeIdentifiers

/// `UTType` as Apple's `UniformTypeIdentifiers` documents it: the identifiers of the standard types,
/// conformance up the tree (`public.png` → `public.image` → `public.data` → `public.item`), tags both
/// ways, and types a program declares or that only a tag names.
@Suite("UTType: identifiers, conformance, tags, declared and dynamic types")
struct UTTypeTests {
    @Test("The standard types have Apple's identifiers")
    func identifiers() {
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.utf8PlainText.identifier == "public.utf8-plain-text")
        #expect(UTType.fileURL.identifier == "public.file-url")
        #expect(UTType.gif.identifier == "com.compuserve.gif")
        #expect(UTType.webP.identifier == "org.webmproject.webp")
        #expect(UTType("public.jpeg") == .jpeg)
        #expect(UTType("com.example.unknown") == nil)
    }

    @Test("Conformance follows the tree, and only up it")
    func conformance() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.text.conforms(to: .content))
        #expect(!UTType.image.conforms(to: .png))
        #expect(!UTType.url.conforms(to: .text))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(UTType.jpeg.isSubtype(of: .image))
        #expect(!UTType.jpeg.isSubtype(of: .jpeg))
    }

    @Test("File name extensions and MIME types map to types and back")
    func tags() throws {
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(mimeType: "image/webp") == .webP)
        #expect(UTType(mimeType: "text/plain; charset=utf-8") == .plainText)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.image.preferredMIMEType == nil)
        // A tag of a type that does not conform to the one asked for gives nothing.
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(mimeType: "not a mime type") == nil)
    }

    @Test("A tag no type claims makes a dynamic type that keeps the tag")
    func dynamicTypes() throws {
        let type = try #require(UTType(filenameExtension: "emojiart"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(type.conforms(to: .data))
        #expect(type.preferredFilenameExtension == "emojiart")
        #expect(UTType(filenameExtension: "emojiart") == type)
        let mime = try #require(UTType(mimeType: "application/x-finch"))
        #expect(mime.preferredMIMEType == "application/x-finch")
        #expect(mime != type)
    }

    @Test("A program's own type conforms to what it declares")
    func exportedTypes() {
        let document = UTType(exportedAs: "edu.stanford.cs193p.emojiart", conformingTo: .json)
        #expect(document.identifier == "edu.stanford.cs193p.emojiart")
        #expect(document.conforms(to: .json))
        #expect(document.conforms(to: .text))
        #expect(document.conforms(to: .data))
        #expect(!document.conforms(to: .image))
        #expect(document.isDeclared)
        #expect(!document.isPublic)
        // Declaring a standard identifier gives the standard type.
        #expect(UTType(importedAs: "public.png") == .png)
        #expect(UTType(exportedAs: "com.example.blob").conforms(to: .data))
    }
}
