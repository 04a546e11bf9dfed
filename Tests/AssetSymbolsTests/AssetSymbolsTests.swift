import AssetSymbolGeneration
import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// Xcode 15's generated asset symbols on Linux: this target's catalog (`Assets.xcassets`, a `.process`
/// resource) with Finch's `GenerateAssetSymbols` plugin applied, used as an iPhone app's code uses them.
@MainActor
@Suite("Generated asset symbols: ImageResource, ColorResource and the Color, ShapeStyle, UIColor, UIImage members")
struct AssetSymbolsTests {
    /// The OceanColor set's light value: 1, 0.5, 0.
    private static let ocean = RGBA(red: 1, green: 0.5, blue: 0, opacity: 1)

    @Test("A colour set's symbols: ColorResource, Color(_:), Color and ShapeStyle members, UIColor")
    func colourSymbols() throws {
        #expect(ColorResource.ocean.name == "OceanColor")
        #expect(Color(.ocean).resolve(in: EnvironmentValues()) == Self.ocean)
        #expect(Color.ocean.resolve(in: EnvironmentValues()) == Self.ocean)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.ocean.resolve(in: dark) == RGBA(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 1, opacity: 1))
        #expect(UIColor.ocean == UIColor(resource: .ocean))
        // As a shape style: `.foregroundStyle(.ocean)` draws the set's colour.
        let window = TestWindow(size: CGSize(width: 20, height: 20)) {
            Rectangle().foregroundStyle(.ocean)
        }
        let image = try #require(PixelImage(png: window.pngData()))
        #expect(image[10, 10] == PixelImage.Pixel(red: 255, green: 128, blue: 0, alpha: 255))
    }

    @Test("Image sets' symbols: a trailing Image dropped, a namespace joined, a leading acronym lowered")
    func imageSymbols() {
        #expect(ImageResource.profile.name == "ProfileImage")
        #expect(ImageResource.shapesPennant.name == "Shapes/Pennant")
        #expect(ImageResource.httpLogo.name == "HTTPLogo")
        // The badge's 3× file is 30 × 30 pixels: ten points square.
        let image = UIImage(resource: .profile)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(UIImage.profile.size == image.size)
        let window = TestWindow(size: CGSize(width: 40, height: 40)) {
            VStack {
                Image(.profile)
                Label("Profile", image: .profile)
            }
        }
        #expect(!window.frames(ofText: "Profile").isEmpty)
    }

    @Test("Names become symbols as Xcode makes them")
    func naming() {
        let cases: [(String, String, String?)] = [
            ("AccentColor", "Color", "accent"), ("Color", "Color", "color"), ("BrandColor", "Color", "brand"),
            ("brand-color", "Color", "brand"), ("HTTPLogo", "Image", "httpLogo"), ("ProfileImage", "Image", "profile"),
            ("2x badge", "Image", "_2xBadge"), ("Flags/Square", "Image", "flagsSquare"), ("---", "Image", nil),
        ]
        for (name, suffix, symbol) in cases {
            #expect(AssetSymbolNames.symbol(for: name, droppingSuffix: suffix) == symbol, "\(name)")
        }
    }

    @Test("The source: clashing and keyword names left out, the rest in every extension")
    func source() {
        let source = AssetSymbolSource.render(AssetCatalogScan(colors: ["Red", "Sea", "Default"], images: []))
        #expect(source.contains("static let red = ColorResource(name: \"Red\", bundle: .module)"))
        #expect(!source.contains("static var red: Color"))
        #expect(source.contains("static var sea: Color { Color(ColorResource.sea) }"))
        #expect(source.contains("static var sea: UIColor { UIColor(resource: .sea) }"))
        #expect(!source.contains("default"))
        #expect(!source.contains("extension ImageResource"))
    }
}
