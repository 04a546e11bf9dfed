import CoreGraphics
import FinchTesting
import SwiftUI
import Testing
import UIKit

@MainActor
@Suite struct AppleModulesTests {
    private static let size = CGSize(width: 120, height: 200)

    /// The window's pixel at (x, y) as 0...255 components.
    private static func pixel(_ window: TestWindow, x: Int, y: Int) throws -> [UInt8] {
        let image = try #require(UIImage(data: window.pngData()))
        let pixel = try #require(image.pixelBuffer.pixel(x: x, y: y))
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test("A view using SwiftUI, UIKit and CoreGraphics names draws with the pad margin and the transform")
    func drawsBadge() throws {
        let window = TestWindow(size: Self.size) { BadgeView(counter: TapCounter()) }
        // The 20-point margin (`.pad`), then the badge moved 10 points right: x 30..<70, y 20..<60.
        #expect(try Self.pixel(window, x: 25, y: 40) == [255, 255, 255])
        #expect(try Self.pixel(window, x: 65, y: 40) == [255, 59, 48])
        #expect(try Self.pixel(window, x: 40, y: 15) == [255, 255, 255])
    }

    @Test("The text sits under the badge and the spacer, and follows the @Observable model")
    func followsModel() throws {
        let counter = TapCounter()
        let window = TestWindow(size: Self.size) { BadgeView(counter: counter) }
        #expect(window.frames(ofText: "Taps: 0").first?.minY == 80)
        counter.tap()
        #expect(window.frames(ofText: "Taps: 1").count == 1)
    }

    @Test("UIColor's system colours have iOS's light values and become SwiftUI colours")
    func colours() {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha].map { Int(($0 * 255).rounded()) } == [0, 122, 255, 255])
        let environment = EnvironmentValues()
        #expect(Color(.lightGray).resolve(in: environment) == RGBA(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3))
        #expect(Color(uiColor: .secondaryLabel).resolve(in: environment) == RGBA(bytes: 60, 60, 67, opacity: 0.6))
        #expect(UIColor(Color.white) == .white)
        #expect(UIColor(white: 0.5, alpha: 1) == .gray)
    }

    @Test("A UIColor(dynamicProvider:) gives each appearance's colour; resolvedColor picks one")
    func dynamicColours() {
        // As apps write a themed colour: by the trait's style, falling back to a system colour.
        let ink = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .white : UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color(uiColor: ink).resolve(in: EnvironmentValues()) == RGBA(red: 0.1, green: 0.2, blue: 0.3))
        #expect(Color(uiColor: ink).resolve(in: dark) == RGBA(red: 1, green: 1, blue: 1))
        #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(ink.resolvedColor(with: UITraitCollection()) == UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        // A provider handing back a system colour gives that colour's value for the appearance asked.
        let label = UIColor { _ in .label }
        #expect(Color(uiColor: label).resolve(in: dark) == Color(uiColor: .label).resolve(in: dark))
        #expect(
            label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
                == UIColor.label.resolvedColor(with: .current))
    }

    @Test("UIFont sizes and weights match UIKit's, and Font(uiFont) is the matching SwiftUI font")
    func fonts() {
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.systemFont(ofSize: 13, weight: .semibold).pointSize == 13)
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
        #expect(Font(UIFont.systemFont(ofSize: 20, weight: .bold)) == .system(size: 20, weight: .bold))
        #expect(Font(UIFont.boldSystemFont(ofSize: 20)) == .system(size: 20, weight: .bold))
    }

    @Test("UIDevice, UIApplication and the feedback generators answer as a desktop honestly can")
    func deviceAndApplication() async throws {
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(!UIDevice.current.orientation.isPortrait && !UIDevice.current.orientation.isLandscape)
        #expect(UIDevice.current.systemName == "Linux")
        // The model agrees with the idiom, as for an iPad app on a Mac.
        #expect(UIDevice.current.model == "iPad" && UIDevice.current.localizedModel == "iPad")
        let url = try #require(URL(string: "https://example.com"))
        #expect(await UIApplication.shared.open(url) == false)
        var opened: Bool?
        UIApplication.shared.open(url, options: [:]) { opened = $0 }
        #expect(opened == false)
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
    }

    @Test("Core Graphics' types work through import CoreGraphics")
    func coreGraphics() {
        let turn = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPoint(x: 1, y: 1).applying(turn) == CGPoint(x: 4, y: 6))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(turn).size == CGSize(width: 2, height: 3))
        #expect(CGVector(dx: 3, dy: 4) != .zero)
        #expect(SwiftUI.Image(systemName: "star") == Image(systemName: "star"))
    }

    @Test("Foundation's iOS 15 strings and list formatter compile through import SwiftUI")
    func foundationAdditions() {
        let count = 2
        let value: String.LocalizationValue = "\(count) photos"
        #expect(String(localized: value) == "2 photos")
        #expect(String(localized: "SHARE", defaultValue: "Share \(count) photos") == "Share 2 photos")
        #expect(!ListFormatter.localizedString(byJoining: ["a", "b"]).isEmpty)
    }
}
