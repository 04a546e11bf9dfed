import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// The opacity of the first dimmed group in a display list (1 when none).
@MainActor
private func dimming(_ items: [DisplayItem]) -> Double {
    for item in items {
        if case .group(let group) = item {
            if group.opacity < 1 { return group.opacity }
            let inner = dimming(group.children)
            if inner < 1 { return inner }
        }
    }
    return 1
}

/// A stack whose root page holds one link, styled as asked, outside any list.
private struct StyledLinkStack: View {
    let style: ButtonStyleCase

    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Open") { Text("Detail page") }.buttonStyled(style)
                Spacer()
            }
            .navigationTitle("Root")
        }
    }
}

/// SwiftUI on iOS 17 draws a `NavigationLink` outside a list with the button style around it (the default:
/// a tinted label that dims while pressed), as it draws a `Button`; inside a list a link keeps its row's
/// look (chevron, grey row while pressed).
@MainActor
@Suite("NavigationLink drawn by .buttonStyle outside lists, its row look kept inside them")
struct NavigationLinkStyleTests {
    static let size = CGSize(width: 320, height: 300)

    func window(_ style: ButtonStyleCase) -> TestWindow {
        TestWindow(size: Self.size) { StyledLinkStack(style: style) }
    }

    func centre(of text: String, in window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: text).first)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("Outside a list a link is tinted by default and by .borderless; .plain leaves its label untinted")
    func tint() {
        #expect(window(.automatic).displayList.dump().contains("#007aff"))
        #expect(window(.borderless).displayList.dump().contains("#007aff"))
        #expect(!window(.plain).displayList.dump().contains("#007aff"))
    }

    @Test(".plain keeps a card's own colours and dims the card while pressed")
    func plainCard() throws {
        let window = TestWindow(size: Self.size) {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                        ForEach(0..<2) { index in
                            NavigationLink {
                                Text("Card \(index) detail")
                            } label: {
                                VStack {
                                    Text("Card \(index)").foregroundColor(Color(red: 0, green: 0.5, blue: 0))
                                    Text("subtitle \(index)")
                                }
                                .padding(12)
                                .background(Color(red: 1, green: 0.9, blue: 0.8))
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
            }
        }
        let dump = window.displayList.dump()
        #expect(dump.contains("#008000") && dump.contains("#ffe6cc"))
        #expect(!dump.contains("#007aff"))
        let point = try centre(of: "subtitle 1", in: window)
        window.send(.began, at: point)
        #expect(dimming(window.displayList.items) == 0.25)
        window.send(.ended, at: point)
        window.advance(by: 1)
        #expect(window.frames(ofText: "Card 1 detail").count == 1)
    }

    @Test(".borderedProminent fills the link with the tint behind a white label; .bordered with the tint at 15 %")
    func bordered() throws {
        let prominent = window(.borderedProminent)
        let label = try #require(prominent.frames(ofText: "Open").first)
        let image = try #require(PixelImage(png: prominent.pngData()))
        // Inside the fill, left of the label.
        #expect(ViewPixels.matches(image[Int(label.minX) - 6, Int(label.midY)], (0, 122, 255), tolerance: 2))
        #expect(prominent.displayList.dump().contains("#ffffff"))
        let bordered = window(.bordered)
        let borderedLabel = try #require(bordered.frames(ofText: "Open").first)
        let borderedImage = try #require(PixelImage(png: bordered.pngData()))
        #expect(
            ViewPixels.matches(
                borderedImage[Int(borderedLabel.minX) - 6, Int(borderedLabel.midY)], (217, 235, 255), tolerance: 2))
    }

    @Test("A custom ButtonStyle draws the link with its makeBody and sees isPressed while it is held")
    func customStyle() throws {
        let window = window(.custom)
        let dump = window.displayList.dump()
        #expect(dump.contains("#0000ff") && !dump.contains("#ff0000"))
        #expect(!dump.contains("#007aff"))
        let point = try centre(of: "Open", in: window)
        window.send(.began, at: point)
        #expect(window.displayList.dump().contains("#ff0000"))
        window.send(.ended, at: point)
        #expect(!window.displayList.dump().contains("#ff0000"))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Detail page").count == 1)
    }

    @Test("A tap on the link pushes its destination in every style", arguments: ButtonStyleCase.allCases)
    func tapPushes(style: ButtonStyleCase) throws {
        let window = window(style)
        #expect(window.frames(ofText: "Detail page").isEmpty)
        window.tap(at: try centre(of: "Open", in: window))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Detail page").count == 1)
    }

    @Test("A styled link's padding takes the tap too")
    func paddingTakesTap() throws {
        let window = window(.bordered)
        let label = try #require(window.frames(ofText: "Open").first)
        window.tap(at: CGPoint(x: label.minX - 8, y: label.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Detail page").count == 1)
    }

    @Test("Tab focuses a styled link and Space pushes it", arguments: [ButtonStyleCase.plain, .bordered, .custom])
    func keyboard(style: ButtonStyleCase) {
        let window = window(style)
        window.pressKey(0xff09)
        window.pressKey(0x20, characters: " ")
        window.advance(by: 1)
        #expect(window.frames(ofText: "Detail page").count == 1)
    }

    @Test("A styled link is one accessibility element, a button, whose default action pushes")
    func accessibility() throws {
        let window = window(.borderedProminent)
        let element = try #require(window.accessibilityElements.first { $0.label == "Open" })
        #expect(element.traits.contains(.isButton))
        #expect(window.activateAccessibilityElement(labeled: "Open"))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Detail page").count == 1)
    }

    @Test("In a list a styled link keeps its row: chevron, primary label, the row grey while pressed")
    func listRowKeepsItsLook() throws {
        let window = TestWindow(size: Self.size) {
            NavigationStack {
                List {
                    NavigationLink("Plain row") { Text("Plain detail") }.buttonStyle(.plain)
                    NavigationLink("Custom row") { Text("Custom detail") }.buttonStyle(PressFillButtonStyle())
                }
                .buttonStyle(.borderedProminent)
            }
        }
        let dump = window.displayList.dump()
        #expect(!dump.contains("#007aff") && !dump.contains("#0000ff"))
        // Each row's disclosure chevron, in systemGray2.
        #expect(dump.components(separatedBy: "#aeaeb2").count - 1 == 2)
        let point = try centre(of: "Custom row", in: window)
        window.send(.began, at: point)
        #expect(window.displayList.dump().contains("#d1d1d6"))
        #expect(!window.displayList.dump().contains("#ff0000"))
        window.send(.ended, at: point)
        window.advance(by: 1)
        #expect(window.frames(ofText: "Custom detail").count == 1)
    }

    @Test("A button in a row link's label is still drawn by the style around the link")
    func buttonInRowLabel() {
        let window = TestWindow(size: Self.size) {
            NavigationStack {
                List {
                    NavigationLink {
                        Text("Row detail")
                    } label: {
                        HStack {
                            Text("Row")
                            Button("Star") {}
                        }
                    }
                }
                .buttonStyle(PressFillButtonStyle())
            }
        }
        // One blue fill, the inner button's; the row itself is not drawn by the style.
        #expect(window.displayList.dump().components(separatedBy: "#0000ff").count - 1 == 1)
        #expect(window.displayList.dump().contains("#aeaeb2"))
    }

    @Test("Links in the styles, side by side")
    func gallery() {
        let view = NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                NavigationLink("Automatic") { Text("A") }
                NavigationLink("Plain") { Text("P") }.buttonStyle(.plain)
                NavigationLink {
                    Text("C")
                } label: {
                    Label("Card", systemImage: "star.fill")
                        .padding(10)
                        .background(Color(red: 1, green: 0.9, blue: 0.8), in: RoundedRectangle(cornerRadius: 8))
                }
                .buttonStyle(.plain)
                HStack {
                    NavigationLink("Bordered") { Text("B") }.buttonStyle(.bordered)
                    NavigationLink("Prominent") { Text("B") }.buttonStyle(.borderedProminent)
                    NavigationLink("Custom") { Text("C") }.buttonStyle(PressFillButtonStyle())
                }
            }
            .padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        assertSnapshot(of: view, size: CGSize(width: 360, height: 260))
    }
}
