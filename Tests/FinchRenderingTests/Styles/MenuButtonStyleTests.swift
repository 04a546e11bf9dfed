import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@MainActor
private final class MenuStyleLog {
    var events: [String] = []
}

/// A menu of two items, styled as asked, with a primary action when `primary`.
private struct StyledMenu: View {
    let style: ButtonStyleCase
    let log: MenuStyleLog
    var primary = false

    var body: some View {
        VStack {
            menu.buttonStyled(style)
            Spacer()
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }

    @ViewBuilder private var menu: some View {
        if primary {
            Menu {
                items
            } label: {
                Text("Actions")
            } primaryAction: {
                log.events.append("primary")
            }
        } else {
            Menu("Actions") { items }
        }
    }

    @ViewBuilder private var items: some View {
        Button("Copy") { log.events.append("copy") }
        Button("Rename") { log.events.append("rename") }
    }
}

/// SwiftUI on iOS 17 draws a `Menu`'s label with the button style around it, as it draws a `Button`'s;
/// the style draws the label only, not the platter's items.
@MainActor
@Suite("Menu drawn by .buttonStyle: its label styled, its platter not, opening in every style")
struct MenuButtonStyleTests {
    let size = CGSize(width: 320, height: 300)

    fileprivate func window(_ style: ButtonStyleCase, log: MenuStyleLog = MenuStyleLog(), primary: Bool = false)
        -> TestWindow
    {
        TestWindow(size: size) { StyledMenu(style: style, log: log, primary: primary) }
    }

    func centre(of text: String, in window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: text).first)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("A menu's label is tinted by default and not with .plain")
    func tint() {
        #expect(window(.automatic).displayList.dump().contains("#007aff"))
        #expect(!window(.plain).displayList.dump().contains("#007aff"))
    }

    @Test(".borderedProminent fills the menu's label with the tint")
    func prominent() throws {
        let window = window(.borderedProminent)
        let label = try #require(window.frames(ofText: "Actions").first)
        let image = try #require(PixelImage(png: window.pngData()))
        #expect(ViewPixels.matches(image[Int(label.minX) - 6, Int(label.midY)], (0, 122, 255), tolerance: 2))
        #expect(window.displayList.dump().contains("#ffffff"))
    }

    @Test("A tap on the label opens the menu in every style, and an item runs", arguments: ButtonStyleCase.allCases)
    func tapOpens(style: ButtonStyleCase) throws {
        let log = MenuStyleLog()
        let window = window(style, log: log)
        window.tap(at: try centre(of: "Actions", in: window))
        window.advance(by: 0.5)
        #expect(window.graph.isPresentingSheet)
        window.tap(at: try centre(of: "Rename", in: window))
        #expect(log.events == ["rename"])
    }

    @Test("A custom style draws the label with makeBody and sees isPressed; the platter's items are not styled")
    func customStyle() throws {
        let window = window(.custom)
        #expect(!window.displayList.dump().contains("#007aff"))
        let point = try centre(of: "Actions", in: window)
        window.send(.began, at: point)
        #expect(window.displayList.dump().contains("#ff0000"))
        window.send(.ended, at: point)
        window.advance(by: 0.5)
        #expect(window.graph.isPresentingSheet)
        // One blue fill: the label's; the rows of the platter are the menu's own.
        let dump = window.displayList.dump()
        #expect(window.frames(ofText: "Copy").count == 1)
        #expect(dump.components(separatedBy: "#0000ff").count - 1 == 1)
    }

    @Test("A styled menu with a primary action runs it on a tap and opens on a long press")
    func primaryAction() throws {
        let log = MenuStyleLog()
        let window = window(.bordered, log: log, primary: true)
        let point = try centre(of: "Actions", in: window)
        window.tap(at: point)
        #expect(log.events == ["primary"])
        #expect(!window.graph.isPresentingSheet)
        window.longPress(at: point, duration: 0.7)
        #expect(window.graph.isPresentingSheet)
        #expect(log.events == ["primary"])
    }
}
