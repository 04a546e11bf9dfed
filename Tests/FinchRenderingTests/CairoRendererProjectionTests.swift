import FinchCairo
import FinchCore
import Foundation
import Testing

@Suite @MainActor struct CairoRendererProjectionTests {
    /// A 100×150 card centred in a 200×200 canvas, turned 60° about the y axis with SwiftUI's default perspective.
    func cardImage(scale: CGFloat, name: String) -> (PixelImage?, ProjectiveTransform) {
        let card = CGRect(x: 50, y: 25, width: 100, height: 150)
        let projection = ProjectiveTransform.rotation3D(
            .degrees(60), axis: (x: 0, y: 1, z: 0), anchor: CGPoint(x: card.midX, y: card.midY), distance: 150)
        let stops = [
            GradientStop(color: TestRender.red, location: 0), GradientStop(color: TestRender.blue, location: 1),
        ]
        let group = DisplayGroup(
            projection: projection, bounds: card,
            children: [
                .fill(
                    Path(roundedRect: card, cornerRadius: 12),
                    .linearGradient(stops: stops, start: card.origin, end: CGPoint(x: card.maxX, y: card.maxY)),
                    eoFill: false),
                .text(
                    TextRun(
                        layout: TestRender.text("Card 😀", size: 20, color: .white),
                        frame: CGRect(x: 60, y: 35, width: 80, height: 30))),
            ])
        let image = TestRender.image([.group(group)], size: CGSize(width: 200, height: 200), scale: scale, saveAs: name)
        return (image, projection)
    }

    /// Rows of column `x` that the card covers (non-white pixels).
    func coveredHeight(_ image: PixelImage, x: Int) -> Int {
        (0..<image.height).filter { image[x, $0].green < 200 }.count
    }

    @Test("A 60° y-axis turn makes the near edge taller than the far edge", arguments: [CGFloat(1), 2])
    func nearEdgeIsTaller(scale: CGFloat) throws {
        let (rendered, projection) = cardImage(scale: scale, name: "card-3d-\(Int(scale))x")
        let image = try #require(rendered)
        let left = try #require(projection.apply(to: CGPoint(x: 50, y: 100)))
        let right = try #require(projection.apply(to: CGPoint(x: 150, y: 100)))
        let leftHeight = coveredHeight(image, x: Int((left.x + 3) * scale))
        let rightHeight = coveredHeight(image, x: Int((right.x - 3) * scale))
        #expect(leftHeight > 0 && rightHeight > 0)
        #expect(abs(leftHeight - rightHeight) > Int(20 * scale))
        // The projected corners tell which edge is near; the picture must agree with them.
        let topLeft = try #require(projection.apply(to: CGPoint(x: 50, y: 25)))
        let topRight = try #require(projection.apply(to: CGPoint(x: 150, y: 25)))
        #expect((leftHeight > rightHeight) == (topLeft.y < topRight.y))
        // Perspective, not a flat squash: the near edge grows past the card's 150 pt, the far edge shrinks below it.
        #expect(CGFloat(max(leftHeight, rightHeight)) / scale > 160)
        #expect(CGFloat(min(leftHeight, rightHeight)) / scale < 140)
    }
}
