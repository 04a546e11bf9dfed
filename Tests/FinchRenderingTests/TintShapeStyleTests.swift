import Finch
import FinchTesting
import Foundation
import Testing

@MainActor @Suite("The tint and the label levels as shape styles")
struct TintShapeStyleTests {
    /// The colour of the window's pixel at (x, y).
    private func pixel(_ window: TestWindow, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try #require(UIImage(data: window.pngData()))
        let pixel = try #require(image.pixelBuffer.pixel(x: x, y: y))
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test(".foregroundStyle(.tint) paints the accent colour, or the tint set around it")
    func tint() throws {
        let window = TestWindow(size: CGSize(width: 40, height: 20)) {
            HStack(spacing: 0) {
                Rectangle().foregroundStyle(.tint)
                Rectangle().foregroundStyle(.tint).tint(.red)
            }
        }
        #expect(try pixel(window, 10, 10) == [0, 122, 255])
        #expect(try pixel(window, 30, 10) == [255, 59, 48])
    }

    @Test(".tertiary and .quaternary are iOS's label colour at 30 % and 18 %")
    func labelLevels() throws {
        let window = TestWindow(size: CGSize(width: 40, height: 20)) {
            HStack(spacing: 0) {
                Rectangle().foregroundStyle(.tertiary)
                Rectangle().foregroundStyle(.quaternary)
            }
        }
        // (60, 60, 67) over white at 30 %: 255 − 0.3 × (255 − 60) = 196.5; at 18 %: 219.9.
        let tertiary = try pixel(window, 10, 10)
        let quaternary = try pixel(window, 30, 10)
        #expect(abs(Int(tertiary[0]) - 196) <= 1 && abs(Int(tertiary[2]) - 199) <= 1)
        #expect(abs(Int(quaternary[0]) - 220) <= 1 && abs(Int(quaternary[2]) - 221) <= 1)
    }
}
