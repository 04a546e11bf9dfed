import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// The fixture catalog `Fixtures/Assets.xcassets`, as Xcode writes one, read from the test bundle.
@MainActor @Suite("Asset catalogs: colour sets and image sets")
struct AssetCatalogTests {
    private func rgba(_ color: Color, _ scheme: ColorScheme = .light) -> RGBA {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.resolve(in: environment)
    }

    private func bytes(_ rgba: RGBA) -> [Int] {
        [rgba.red, rgba.green, rgba.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test("A colour set has its light value and its dark appearance (floats and hex bytes)")
    func lightAndDark() {
        let brand = Color("Brand", bundle: .module)
        #expect(bytes(rgba(brand)) == [255, 128, 0])
        #expect(bytes(rgba(brand, .dark)) == [0x33, 0x66, 0xFF])
    }

    @Test("8-bit integer components, extended sRGB, Display P3 and grey colour spaces")
    func componentForms() {
        let bytesColor = rgba(Color("Bytes", bundle: .module))
        #expect(bytes(bytesColor) == [255, 0, 128])
        #expect(abs(bytesColor.opacity - 0.5) < 0.001)
        // Display P3's pure green lies outside sRGB: converted, then clamped to sRGB's green.
        #expect(bytes(rgba(Color("Wide", bundle: .module))) == [0, 255, 0])
        #expect(bytes(rgba(Color("Grey", bundle: .module))) == [64, 64, 64])
    }

    @Test("The app's catalogs are searched without naming a bundle")
    func appCatalogs() {
        #expect(bytes(rgba(Color("Brand"))) == [255, 128, 0])
    }

    @Test("A missing name and a colour set with broken JSON are clear, without a crash")
    func missingAndBroken() {
        #expect(rgba(Color("NoSuchColour", bundle: .module)) == .clear)
        #expect(rgba(Color("Broken", bundle: .module)) == .clear)
    }

    @Test("A missing name warns once: the second look-up of it prints nothing more")
    func missingWarnsOnce() {
        let name = "Missing-\(UUID().uuidString)"
        let message = "no color named '\(name)' was found in an asset catalog; it draws nothing."
        #expect(rgba(Color(name, bundle: .module)) == .clear)
        // Already said by the first look-up: saying it again prints nothing.
        #expect(AssetCatalogs.warnOnce(message) == false)
        #expect(rgba(Color(name, bundle: .module)) == .clear)
        #expect(AssetCatalogs.warnOnce("a message not seen before \(UUID())") == true)
    }

    @Test(
        "A colour set that sets no colour (Xcode's template AccentColor) is no problem to warn of; a set with one loads"
    )
    func unsetColorSet() {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Assets.xcassets")
        guard case .failure(let problem) = AssetColorSet.load(from: catalog.appendingPathComponent("Unset.colorset"))
        else {
            Issue.record("an unset colour set gave a colour")
            return
        }
        #expect(problem == .unset(catalog.appendingPathComponent("Unset.colorset").path))
        guard case .success = AssetColorSet.load(from: catalog.appendingPathComponent("Brand.colorset")) else {
            Issue.record("Brand did not load")
            return
        }
    }

    @Test("AccentColor in a catalog is read with its dark variant")
    func accentColor() throws {
        let folder = try #require(
            Bundle.module.url(forResource: "AccentCatalog", withExtension: nil, subdirectory: "Fixtures"))
        let bundle = try #require(Bundle(url: folder))
        let accent = try #require(AssetCatalogs.color(named: "AccentColor", in: bundle))
        #expect(bytes(rgba(accent)) == [204, 51, 153])
        #expect(bytes(rgba(accent, .dark)) == [255, 102, 204])
    }

    @Test(
        "An image set draws the file for the display's scale, sized in points",
        arguments: [
            (1.0, [255, 0, 0]), (2.0, [0, 160, 0]), (3.0, [0, 0, 255]),
        ])
    func imageScales(scale: Double, rgb: [Int]) throws {
        let image = try #require(
            ViewPixels.image(of: Image("Badge", bundle: .module), size: CGSize(width: 20, height: 20), scale: scale))
        let s = Int(scale)
        // 10 × 10 points centred in 20 × 20 at every scale.
        #expect(ViewPixels.matches(image[10 * s, 10 * s], (rgb[0], rgb[1], rgb[2]), tolerance: 2))
        #expect(ViewPixels.matches(image[6 * s, 6 * s], (rgb[0], rgb[1], rgb[2]), tolerance: 2))
        #expect(ViewPixels.matches(image[3 * s, 3 * s], (255, 255, 255)))
    }

    @Test("An image set's dark appearance is drawn in dark mode")
    func imageAppearance() throws {
        let size = CGSize(width: 12, height: 12)
        let light = try #require(ViewPixels.image(of: Image("Moon", bundle: .module), size: size))
        let dark = try #require(
            ViewPixels.image(of: Image("Moon", bundle: .module).environment(\.colorScheme, .dark), size: size))
        #expect(ViewPixels.matches(light[6, 6], (240, 200, 0)))
        #expect(ViewPixels.matches(dark[6, 6], (90, 90, 200)))
    }

    @Test("A namespaced group prefixes names; a template image takes the foreground colour")
    func namespaceAndTemplate() throws {
        let view = Image("Flags/Square", bundle: .module).foregroundColor(.red)
        let image = try #require(ViewPixels.image(of: view, size: CGSize(width: 6, height: 6)))
        #expect(ViewPixels.matches(image[3, 3], (255, 59, 48)))
    }

    @Test("UIImage(named:) loads the largest scale, sized in points")
    func uiImageNamed() throws {
        let image = try #require(UIImage(named: "Badge"))
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.scale == 3)
        #expect(UIImage(named: "NoSuchImage") == nil)
    }

    @Test("The catalog as drawn: colours light and dark, the image at 2×")
    func golden() {
        let row = HStack(spacing: 4) {
            Color("Brand", bundle: .module).frame(width: 20, height: 20)
            Color("Brand", bundle: .module).frame(width: 20, height: 20).environment(\.colorScheme, .dark)
            Color("Bytes", bundle: .module).frame(width: 20, height: 20)
            Color("Grey", bundle: .module).frame(width: 20, height: 20)
            Image("Badge", bundle: .module)
            Image("Moon", bundle: .module)
            Image("Moon", bundle: .module).environment(\.colorScheme, .dark)
        }
        assertSnapshot(of: row, size: CGSize(width: 160, height: 24), scale: 2)
    }
}
