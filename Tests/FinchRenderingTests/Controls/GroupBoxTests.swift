import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite("GroupBox: a 10-pt rounded card in the secondary system background, 16 pt inside, the label in headline")
struct GroupBoxTests {
    @Test("The label sits 16 pt inside the card, above the content; the card is #F2F2F7")
    func layout() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 200)) {
            GroupBox("Settings") {
                Text("Content")
            }
        }
        let box = try #require(window.layoutFrames(ofText: "Settings").first)
        let content = try #require(window.layoutFrames(ofText: "Content").first)
        #expect(content.minX == box.minX)
        #expect(content.minY >= box.maxY + 8 - 0.5)
        let card = CGRect(x: box.minX - 16, y: box.minY - 16, width: 0, height: 0)
        let image = try #require(PixelImage(png: window.pngData()))
        // Just inside the card's top edge, past the corner.
        #expect(ViewPixels.matches(image[Int(card.minX) + 12, Int(card.minY) + 2], (242, 242, 247)))
        // Outside the card, white.
        #expect(ViewPixels.matches(image[Int(card.minX) - 2, Int(card.minY) + 12], (255, 255, 255)))
    }

    @Test("The label is headline: 17 pt semibold, taller text than a caption")
    func headline() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 200)) {
            GroupBox {
                Text("Body")
            } label: {
                Text("Title")
            }
        }
        #expect(window.displayList.dump().contains("semibold") || window.displayList.dump().contains("600"))
    }

    @Test("Without a label the content alone is 16 pt inside")
    func noLabel() {
        let graph = ViewGraph(
            root: GroupBox { Color.red.frame(width: 50, height: 30) }, services: CairoBackend.shared.services)
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 82, height: 62))
    }

    @Test("A titled box, an untitled one, and one inside another (white)")
    func gallery() {
        let view = VStack(spacing: 12) {
            GroupBox("Storage") {
                Text("12.5 GB of 64 GB used")
            }
            GroupBox {
                Text("No title")
            }
            GroupBox(label: Label("Outer", systemImage: "gear")) {
                GroupBox("Inner") { Text("Nested content") }
            }
        }
        .padding(10)
        assertSnapshot(of: view, size: CGSize(width: 300, height: 320))
    }
}
