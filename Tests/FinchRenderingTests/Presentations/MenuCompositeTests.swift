import Finch
import FinchTesting
import Foundation
import Testing

@MainActor
private final class MenuLog {
    var chosen: [String] = []
}

/// A program's own button wrapper (CS193p's `AnimatedActionButton` shape), with an `if`/`else` label.
private struct WrappedButton: View {
    let title: String
    var systemImage: String?
    let action: () -> Void

    var body: some View {
        Button {
            withAnimation { action() }
        } label: {
            if let systemImage {
                Label(title, systemImage: systemImage)
            } else {
                Text(title)
            }
        }
    }
}

private struct Menus: View {
    let log: MenuLog

    var body: some View {
        Text("Target")
            .padding(30)
            .contextMenu {
                WrappedButton(title: "Edit", systemImage: "pencil") { log.chosen.append("Edit") }
                Menu {
                    ForEach(["One", "Two"], id: \.self) { name in
                        WrappedButton(title: name) { log.chosen.append(name) }
                    }
                } label: {
                    Label("Go To", systemImage: "text.insert")
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

@MainActor
@Suite("A program's own views in a menu stand for the entries their bodies make")
struct MenuCompositeTests {
    private func tap(_ text: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: text).last)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        window.advance(by: 1)
    }

    @Test("A wrapped button is a row, with the icon of its chosen label; a tap runs it")
    func wrappedButton() throws {
        let log = MenuLog()
        let window = TestWindow(size: CGSize(width: 320, height: 480)) { Menus(log: log) }
        let target = try #require(window.frames(ofText: "Target").first)
        window.rightClick(at: CGPoint(x: target.midX, y: target.midY))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Edit").isEmpty)
        #expect(!window.frames(ofText: "Go To").isEmpty)
        try tap("Edit", in: window)
        #expect(log.chosen == ["Edit"])
    }

    @Test("Wrapped buttons in a ForEach of a submenu are its rows")
    func submenu() throws {
        let log = MenuLog()
        let window = TestWindow(size: CGSize(width: 320, height: 480)) { Menus(log: log) }
        let target = try #require(window.frames(ofText: "Target").first)
        window.rightClick(at: CGPoint(x: target.midX, y: target.midY))
        window.advance(by: 1)
        try tap("Go To", in: window)
        #expect(!window.frames(ofText: "One").isEmpty)
        try tap("Two", in: window)
        #expect(log.chosen == ["Two"])
        #expect(!window.graph.isPresentingSheet)
    }
}
