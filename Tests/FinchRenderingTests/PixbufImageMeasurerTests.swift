import CCairo
import FinchCairo
import FinchCore
import Foundation
import Testing

/// A temporary folder with a 30×20 PNG (left half red, right half transparent) and a corrupt file.
struct ImageFixtures {
    let folder: URL
    var png: String { folder.appendingPathComponent("fixture.png").path }
    var corrupt: String { folder.appendingPathComponent("corrupt.png").path }
    var missing: String { folder.appendingPathComponent("missing.png").path }

    init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-images-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 30, 20) {
            defer { cairo_surface_destroy(surface) }
            if let cr = cairo_create(surface) {
                cairo_set_source_rgb(cr, 1, 0, 0)
                cairo_rectangle(cr, 0, 0, 15, 20)
                cairo_fill(cr)
                cairo_destroy(cr)
            }
            cairo_surface_write_to_png(surface, png)
        }
        _ = FileManager.default.createFile(atPath: corrupt, contents: Data("this is not an image".utf8))
    }
}

@Suite @MainActor struct PixbufImageMeasurerTests {
    let fixtures = ImageFixtures()

    @Test("A PNG's size is read from its header")
    func readsSize() {
        #expect(PixbufImageMeasurer().size(of: .file(fixtures.png)) == CGSize(width: 30, height: 20))
    }

    @Test("Missing and corrupt files measure as nil without crashing, even when asked twice")
    func badFilesAreNil() {
        let measurer = PixbufImageMeasurer()
        #expect(measurer.size(of: .file(fixtures.missing)) == nil)
        #expect(measurer.size(of: .file(fixtures.corrupt)) == nil)
        #expect(measurer.size(of: .file(fixtures.corrupt)) == nil)
    }

    @Test("An image is scaled into its frame and keeps its transparency")
    func drawsScaledImage() throws {
        let run = ImageRun(source: .file(fixtures.png), frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let image = try #require(TestRender.image([.image(run)], size: CGSize(width: 60, height: 40)))
        #expect(image[10, 20] == PixelImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image[50, 20] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("A tinted image fills its opaque pixels with the tint")
    func drawsTintedImage() throws {
        let run = ImageRun(
            source: .file(fixtures.png), frame: CGRect(x: 0, y: 0, width: 30, height: 20), tint: TestRender.blue)
        let image = try #require(TestRender.image([.image(run)], size: CGSize(width: 30, height: 20)))
        #expect(image[5, 10] == PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image[25, 10] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("Corrupt and missing images draw nothing and do not crash")
    func badFilesDrawNothing() throws {
        let items: [DisplayItem] = [
            .image(ImageRun(source: .file(fixtures.corrupt), frame: CGRect(x: 0, y: 0, width: 10, height: 10))),
            .image(ImageRun(source: .file(fixtures.missing), frame: CGRect(x: 0, y: 0, width: 10, height: 10))),
        ]
        let image = try #require(TestRender.image(items, size: CGSize(width: 10, height: 10)))
        #expect(image[5, 5] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
