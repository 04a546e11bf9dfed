import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// `UIImage` and `PixbufDecoder`: real images decode, bad input fails with a reason and never traps,
/// and huge images cost a header read (refused) or decode straight to a bounded size.
@Suite("Images decode from data and files, and bad or huge input is refused safely")
struct ImageDecodingTests {
    private func data(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test("PNG and JPEG decode to their size, right way up")
    func decodesFixtures() throws {
        let png = try #require(UIImage(data: try data(Fixture.landscapePNG)))
        #expect(png.size == CGSize(width: 80, height: 40))
        // The landscape fixture's left half is orange.
        let left = try #require(png.pixelBuffer.pixel(x: 10, y: 20))
        #expect(left.alpha == 255 && left.red > 240 && left.blue < 20)
        let jpeg = try #require(UIImage(contentsOfFile: Fixture.portraitJPEG))
        #expect(jpeg.size == CGSize(width: 40, height: 60))
    }

    @Test("GIF and WebP decode too (WebP through Debian's webp-pixbuf-loader)", arguments: ["gif", "webp"])
    func decodesOtherFormats(ext: String) throws {
        let image = try #require(UIImage(contentsOfFile: Fixture.path("landscape", ext)))
        #expect(image.size == CGSize(width: 80, height: 40))
        let left = try #require(image.pixelBuffer.pixel(x: 10, y: 20))
        #expect(left.red > 230 && left.blue < 40)
    }

    @Test(
        "Corrupt, empty, non-image, missing and unreadable files fail with a reason",
        arguments: [
            Fixture.corruptPNG, Fixture.emptyPNG, Fixture.notAnImagePNG, "/no/such/file.png",
            // A folder named like a picture: opening it succeeds, reading it does not.
            FileManager.default.temporaryDirectory.appendingPathComponent("finch-folder.png").path,
        ])
    func refusesBadFiles(path: String) {
        if path.hasSuffix("finch-folder.png") {
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        #expect(UIImage(contentsOfFile: path) == nil)
        guard case .failure(let failure) = PixbufDecoder.decode(contentsOfFile: path) else {
            Issue.record("\(path) decoded")
            return
        }
        #expect(!failure.description.isEmpty)
    }

    @Test("A 30,000 × 30,000 PNG is refused from its header, without decoding 3.6 GB")
    func refusesDecompressionBomb() throws {
        // Growth, not the whole process's size: under AddressSanitizer a full run's resident memory
        // nears 1.5 GB by itself. Decoding would take 3.6 GB while the result is held.
        let before = residentMegabytes()
        let result = PixbufDecoder.decode(try data(Fixture.hugePNG))
        guard case .failure(let failure) = result else {
            Issue.record("the huge PNG decoded")
            return
        }
        #expect(failure.description.contains("30000×30000"))
        #expect(residentMegabytes() - before < 1000)
    }

    @Test("A JPEG of 120 megapixels is refused from its header")
    func refusesHugeJPEG() throws {
        guard case .failure(let failure) = PixbufDecoder.decode(try data(Fixture.hugeHeaderJPEG)) else {
            Issue.record("the huge JPEG decoded")
            return
        }
        #expect(failure.description.contains("12000×10000"))
    }

    @Test("A 24-megapixel JPEG decodes to at most 4096 pixels on its longest side")
    func downscalesLargeJPEG() throws {
        let image = try #require(UIImage(data: try data(Fixture.largeJPEG)))
        #expect(image.pixelBuffer.width == 4096)
        #expect(abs(image.pixelBuffer.height - 2731) <= 1)
        // Red at the top of the gradient, blue at the bottom.
        let top = try #require(image.pixelBuffer.pixel(x: 10, y: 2))
        let bottom = try #require(image.pixelBuffer.pixel(x: 10, y: image.pixelBuffer.height - 3))
        #expect(top.red > 200 && top.blue < 60)
        #expect(bottom.blue > 200 && bottom.red < 60)
    }

    @Test("A smaller limit downscales any image, keeping its shape")
    func customLimit() throws {
        guard case .success(let pixels) = PixbufDecoder.decode(try data(Fixture.landscapePNG), maximumDimension: 20)
        else {
            Issue.record("no image")
            return
        }
        #expect(pixels.width == 20 && pixels.height == 10)
    }

    @Test("Image(uiImage:) draws the decoded pixels, scaled into a resizable frame")
    @MainActor
    func drawsUIImage() throws {
        let image = try #require(UIImage(data: try data(Fixture.landscapePNG)))
        let view = Image(uiImage: image).resizable().frame(width: 40, height: 20)
        let pixels = try #require(ViewPixels.image(of: view, size: CGSize(width: 40, height: 20)))
        #expect(ViewPixels.matches(pixels[5, 10], (255, 149, 0), tolerance: 12))
        #expect(pixels[35, 2].blue > 200)
    }

    @Test("A large image drawn small is resampled from a scaled copy, not aliased")
    @MainActor
    func largeImageDrawnSmall() throws {
        let image = try #require(UIImage(data: try data(Fixture.largeJPEG)))
        let view = Image(uiImage: image).resizable().frame(width: 60, height: 40)
        let pixels = try #require(ViewPixels.image(of: view, size: CGSize(width: 60, height: 40)))
        #expect(pixels[30, 0].red > 200 && pixels[30, 39].blue > 200)
        // The middle of a red-to-blue gradient is a purple mix.
        let middle = pixels[30, 20]
        #expect(middle.red > 80 && middle.blue > 80)
    }

    /// This process's resident memory in megabytes (Linux).
    private func residentMegabytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes / 1024
    }

    @Test("An item provider for an image file loads a UIImage off the main thread, as the seed's view model asks")
    func loadsUIImageFromProvider() async throws {
        let provider = try #require(NSItemProvider(contentsOf: URL(fileURLWithPath: Fixture.landscapePNG)))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        let (size, onMain): (CGSize?, Bool) = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: UIImage.self) { image, _ in
                // The seed's shape: `guard let image = image as? UIImage`.
                continuation.resume(returning: ((image as? UIImage)?.size, Thread.isMainThread))
            }
        }
        #expect(size == CGSize(width: 80, height: 40))
        #expect(!onMain)
    }

    @Test("A provider whose image file is corrupt can be asked, and loading fails with gdk-pixbuf's reason")
    func corruptImageFromProvider() async throws {
        let provider = try #require(NSItemProvider(contentsOf: URL(fileURLWithPath: Fixture.corruptPNG)))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        let error: String? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: UIImage.self) { image, error in
                continuation.resume(returning: image == nil ? error.map { "\($0)" } : nil)
            }
        }
        #expect(error?.isEmpty == false)
    }

    @Test("pngData and jpegData encode what decodes back to the same picture")
    func encodesRoundTrip() throws {
        let image = try #require(UIImage(contentsOfFile: Fixture.landscapePNG))
        let pngData = try #require(image.pngData())
        let png = try #require(UIImage(data: pngData))
        #expect(png.size == image.size)
        let original = try #require(image.pixelBuffer.pixel(x: 10, y: 20))
        let decoded = try #require(png.pixelBuffer.pixel(x: 10, y: 20))
        #expect(original.red == decoded.red && original.green == decoded.green && original.blue == decoded.blue)
        let jpegData = try #require(image.jpegData(compressionQuality: 0.9))
        let jpeg = try #require(UIImage(data: jpegData))
        #expect(jpeg.size == image.size)
        let lossy = try #require(jpeg.pixelBuffer.pixel(x: 10, y: 20))
        #expect(abs(Int(lossy.red) - Int(original.red)) < 12 && abs(Int(lossy.blue) - Int(original.blue)) < 12)
    }

    @Test("Pixel buffers refuse dimensions that overflow or misalign instead of trapping")
    func pixelBufferDimensions() {
        #expect(PixelBuffer(width: Int.max, height: 2, stride: 8, bytes: []) == nil)
        #expect(PixelBuffer(width: 2, height: Int.max / 2, stride: 16, bytes: []) == nil)
        #expect(PixelBuffer(width: 1, height: 1, stride: 6, bytes: [UInt8](repeating: 0, count: 6)) == nil)
        #expect(PixelBuffer(width: 1, height: 1, stride: 4, bytes: [1, 2, 3, 4]) != nil)
    }
}
