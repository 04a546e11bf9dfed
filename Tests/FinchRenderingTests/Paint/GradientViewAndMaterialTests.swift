import Finch
import FinchTesting
import Foundation
import Testing

@MainActor @Suite("Gradients as views, gradients from stops, and the materials")
struct GradientViewAndMaterialTests {
    /// The colour of the window's pixel at (x, y).
    private func pixel(_ window: TestWindow, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try #require(UIImage(data: window.pngData()))
        let pixel = try #require(image.pixelBuffer.pixel(x: x, y: y))
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test("A LinearGradient in a ZStack fills the space it is offered, as a Color does")
    func linearGradientView() throws {
        let window = TestWindow(size: CGSize(width: 20, height: 100)) {
            ZStack {
                LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
                Text("")
            }
        }
        let top = try pixel(window, 10, 1)
        let bottom = try pixel(window, 10, 98)
        #expect(top[0] < 20 && bottom[0] > 235)
    }

    @Test("RadialGradient(stops:…) draws hard stops; RadialGradient and AngularGradient are views")
    func radialStops() throws {
        let window = TestWindow(size: CGSize(width: 100, height: 100)) {
            HStack(spacing: 0) {
                RadialGradient(
                    stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)],
                    center: .center, startRadius: 0, endRadius: 40)
                AngularGradient(colors: [.green, .green], center: .center)
            }
        }
        // The radial half is 50 wide: its centre is red, its corner past the radius blue.
        #expect(try pixel(window, 25, 50) == [255, 59, 48])
        #expect(try pixel(window, 1, 1) == [0, 122, 255])
        #expect(try pixel(window, 75, 50) == [52, 199, 89])
    }

    @Test(".regularMaterial is a translucent white in light appearance, thicker ones more opaque")
    func materials() throws {
        let window = TestWindow(size: CGSize(width: 40, height: 20)) {
            HStack(spacing: 0) {
                Color.black.overlay(Rectangle().fill(.ultraThinMaterial))
                Color.black.overlay(Rectangle().fill(.regularMaterial))
            }
        }
        let thin = try pixel(window, 10, 10)
        let regular = try pixel(window, 30, 10)
        #expect(thin[0] > 60 && thin[0] < 120)
        #expect(regular[0] > 160 && regular[0] < 210)
    }
}
