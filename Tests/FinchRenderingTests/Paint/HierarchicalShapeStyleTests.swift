import Finch
import FinchTesting
import Foundation
import Testing

/// `.primary`…`.quinary` as shape styles are levels of the foreground style (`HierarchicalShapeStyle`),
/// and `.foregroundStyle(_:_:)` / `(_:_:_:)` set the levels, as in SwiftUI (iOS 15).
@MainActor @Suite("Hierarchical shape styles: .secondary is a level of the foreground, not a fixed grey")
struct HierarchicalShapeStyleTests {
    /// The colour drawn at the middle of a 20 × 20 window showing `view` over `background`.
    private func drawn<V: View>(_ view: V, over background: Color = .white) throws -> [UInt8] {
        let window = TestWindow(size: CGSize(width: 20, height: 20)) {
            ZStack {
                background; view
            }
        }
        let image = try #require(UIImage(data: window.pngData()))
        let pixel = try #require(image.pixelBuffer.pixel(x: 10, y: 10))
        return [pixel.red, pixel.green, pixel.blue]
    }

    private func near(_ drawn: [UInt8], _ expected: [Int]) -> Bool {
        zip(drawn, expected).allSatisfy { abs(Int($0) - $1) <= 1 }
    }

    @Test("With no foreground set, the levels are iOS's label colours (secondaryLabel: 60, 60, 67 at 60 %)")
    func defaultLevels() throws {
        #expect(try drawn(Rectangle().fill(.primary)) == [0, 0, 0])
        let secondary = try drawn(Rectangle().fill(.secondary))
        #expect(near(secondary, [138, 138, 142]), "\(secondary)")
        let tertiary = try drawn(Rectangle().fill(.tertiary))
        #expect(near(tertiary, [197, 197, 199]), "\(tertiary)")
    }

    @Test("Under .foregroundStyle(.white), .secondary is white at 60 %, not grey; .primary is white")
    func levelsOfAStyle() throws {
        let secondary = try drawn(Rectangle().fill(.secondary).foregroundStyle(.white), over: .black)
        #expect(near(secondary, [153, 153, 153]), "\(secondary)")
        #expect(try drawn(Rectangle().fill(.primary).foregroundStyle(.white), over: .black) == [255, 255, 255])
        // `.foregroundStyle(.secondary)` takes the level of the style around it, for what is inside.
        let nested = try drawn(
            Rectangle().fill(.foreground).foregroundStyle(.secondary).foregroundStyle(.white), over: .black)
        #expect(near(nested, [153, 153, 153]), "\(nested)")
    }

    @Test(".foregroundStyle(primary, secondary) sets the levels; past them, the last is fainter")
    func explicitLevels() throws {
        let levels = { (style: HierarchicalShapeStyle) in
            Rectangle().fill(style).foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
        }
        #expect(try drawn(levels(.primary)) == [255, 0, 0])
        #expect(try drawn(levels(.secondary)) == [0, 0, 255])
        let tertiary = try drawn(levels(.tertiary))
        #expect(near(tertiary, [102, 102, 255]), "\(tertiary)")
        let three = Rectangle().fill(.tertiary)
            .foregroundStyle(
                Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1))
        #expect(try drawn(three) == [0, 0, 255])
        // A single style set inside forgets the levels.
        let reset = Rectangle().fill(.secondary).foregroundStyle(.black)
            .foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
        let grey = try drawn(reset)
        #expect(near(grey, [102, 102, 102]), "\(grey)")
    }
}
