import Finch
import Foundation
import Testing

/// `Image` and `UIImage` transfer as on Apple platforms: Image exports PNG and imports pictures (a photo
/// picker's `loadTransferable(type: Image.self)`); UIImage exports PNG and imports PNG, JPEG or any image data.
@MainActor
@Suite("Images are Transferable: Image exports PNG, UIImage round trips and imports any image")
struct ImageTransferTests {
    private func redImage() throws -> UIImage {
        let png = try #require(ImageRenderer(content: Color.red.frame(width: 4, height: 3)).pngData())
        return try #require(UIImage(data: png))
    }

    @Test("Image exports PNG only, drawn at its size; it imports any picture, and refuses other bytes")
    func imageExportsPNG() async throws {
        let image = Image(uiImage: try redImage())
        #expect(image.exportedContentTypes() == [.png])
        #expect(Image.importedContentTypes() == [.image])
        let jpeg = try #require(try redImage().jpegData(compressionQuality: 0.9))
        _ = try await Image(importing: jpeg, contentType: .jpeg)
        await #expect(throws: (any Error).self) {
            try await Image(importing: Data("not an image".utf8), contentType: .png)
        }
        let png = try await image.exported(as: .png)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(UIImage(data: png)?.size == CGSize(width: 4, height: 3))
    }

    @Test("UIImage round trips through a provider as PNG, and imports JPEG bytes")
    func uiImageRoundTrip() async throws {
        let provider = NSItemProvider()
        let red = try redImage()
        provider.register(red)
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        let back = try await provider.loadTransferable(type: UIImage.self)
        #expect(back.size == CGSize(width: 4, height: 3))

        let jpeg = try #require(try redImage().jpegData(compressionQuality: 0.9))
        let fromJPEG = try await UIImage(importing: jpeg, contentType: .jpeg)
        #expect(fromJPEG.size == CGSize(width: 4, height: 3))
        await #expect(throws: (any Error).self) {
            try await UIImage(importing: Data("not an image".utf8), contentType: .png)
        }
    }
}
