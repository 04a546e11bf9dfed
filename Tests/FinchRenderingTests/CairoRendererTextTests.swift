import FinchCairo
import FinchCore
import Foundation
import Testing

@Suite @MainActor struct CairoRendererTextTests {
    let canvas = CGSize(width: 120, height: 120)

    func emojiRun() -> TextRun {
        TextRun(layout: TestRender.text("😀", size: 40), frame: CGRect(x: 35, y: 35, width: 50, height: 50))
    }

    @Test("Text draws dark pixels inside its frame and none outside")
    func textDrawsInFrame() throws {
        let frame = CGRect(x: 10, y: 10, width: 60, height: 25)
        let run = TextRun(layout: TestRender.text("Hello"), frame: frame)
        let image = try #require(TestRender.image([.text(run)], size: canvas, saveAs: "text"))
        #expect(image.pixels(in: frame).filter { $0.red < 100 }.count > 20)
        #expect(image.pixels(in: CGRect(x: 0, y: 50, width: 120, height: 70)).allSatisfy { $0.red == 255 })
    }

    @Test("Centred text sits in the middle of a wider frame")
    func centredText() throws {
        var layout = TestRender.text("Hi")
        layout.alignment = .center
        let run = TextRun(layout: layout, frame: CGRect(x: 0, y: 0, width: 120, height: 25))
        let image = try #require(TestRender.image([.text(run)], size: canvas))
        let dark = (0..<120).filter { x in (0..<25).contains { image[x, $0].red < 128 } }
        let middle = Double((dark.min() ?? 0) + (dark.max() ?? 0)) / 2
        #expect(abs(middle - 60) < 3)
    }

    @Test("An emoji draws coloured pixels upright")
    func uprightEmoji() throws {
        let run = emojiRun()
        let image = try #require(TestRender.image([.text(run)], size: canvas, saveAs: "emoji"))
        #expect(image.pixels(in: run.frame).filter { $0.saturation > 80 }.count > 200)
    }

    @Test("An emoji in a group rotated 30° still draws coloured pixels, turned with the group")
    func rotatedEmoji() throws {
        let run = emojiRun()
        let group = DisplayGroup(
            transform: .about(CGPoint(x: 60, y: 60), .rotation(.degrees(30))), bounds: run.frame,
            children: [
                .text(run),
                .text(TextRun(layout: TestRender.text("Tilted"), frame: CGRect(x: 35, y: 90, width: 60, height: 25))),
            ])
        let image = try #require(TestRender.image([.group(group)], size: canvas, scale: 2, saveAs: "emoji-rotated"))
        let colourful = image.pixels(in: CGRect(x: 40, y: 40, width: 160, height: 160)).filter { $0.saturation > 80 }
        #expect(colourful.count > 800)
    }
}
