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

    @Test("A GroupBoxStyle draws the box from its label and content; GroupBox(configuration) inside it is the card")
    func customStyle() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 200)) {
            GroupBox("Title") {
                Color.red.frame(width: 50, height: 30)
            }
            .groupBoxStyle(SideBySideGroupBoxStyle())
        }
        let title = try #require(window.layoutFrames(ofText: "Title").first)
        // The style puts the label after the content, 4 pt apart, with no card around them.
        #expect(title.minX == 54)
        let image = try #require(PixelImage(png: window.pngData()))
        #expect(ViewPixels.matches(image[10, 10], (255, 59, 48)))

        // The configuration's box, inside a style, is drawn as the card: 16 pt of grey around the content.
        let carded = ViewGraph(
            root: GroupBox { Color.red.frame(width: 50, height: 30) }.groupBoxStyle(CardAgainGroupBoxStyle()),
            services: CairoBackend.shared.services)
        #expect(carded.sizeThatFits(.unspecified) == CGSize(width: 82, height: 62))
        #expect(GroupBoxStyleProbe.made == true)
    }

    @Test("A program's style: a bordered box with the label in the tint, as a settings screen draws one")
    func borderedStyleGallery() {
        let view = VStack(spacing: 12) {
            GroupBox("Storage") {
                Text("12.5 GB of 64 GB used")
            }
            GroupBox {
                Text("No title")
            }
        }
        .groupBoxStyle(BorderedGroupBoxStyle())
        .padding(10)
        assertSnapshot(of: view, size: CGSize(width: 300, height: 160))
    }

    @Test("The innermost style wins; .automatic there draws the card")
    func automaticInside() {
        let graph = ViewGraph(
            root: GroupBox { Color.red.frame(width: 50, height: 30) }
                .groupBoxStyle(.automatic)
                .groupBoxStyle(SideBySideGroupBoxStyle()),
            services: CairoBackend.shared.services)
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 82, height: 62))
    }
}

/// Content, then the label, side by side, with no card.
private struct SideBySideGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 4) {
            configuration.content
            configuration.label
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A stroked rounded box, the label in the tint above the content.
private struct BorderedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label
                .font(.subheadline.bold())
                .foregroundStyle(.tint)
            configuration.content
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1))
    }
}

/// Draws the box it is given as the card again, noting that it was asked.
private struct CardAgainGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = (GroupBoxStyleProbe.made = true)
        GroupBox(configuration)
    }
}

@MainActor
private enum GroupBoxStyleProbe {
    static var made = false
}
