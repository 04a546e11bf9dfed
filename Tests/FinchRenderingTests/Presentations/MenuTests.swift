import Finch
import FinchCore
import FinchTesting
import Foundation
import Testing

@MainActor
private final class MenuLog {
    var events: [String] = []
}

private struct MenuScreen: View {
    let log: MenuLog

    var body: some View {
        VStack(alignment: .leading) {
            Menu("Actions") {
                Button("Copy", systemImage: "doc.on.doc") { log.events.append("copy") }
                Button("Rename") { log.events.append("rename") }
                Button("Archive") { log.events.append("archive") }.disabled(true)
                Menu("Sort By") {
                    Button("Name") { log.events.append("name") }
                    Button("Date") { log.events.append("date") }
                }
                Divider()
                Section("Danger") {
                    Button("Delete", role: .destructive) { log.events.append("delete") }
                }
            }
            .menuStyle(.borderlessButton)
            Text("Below").onTapGesture { log.events.append("below") }
            Spacer()
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}

/// A menu with a primary action and a label view.
private struct PrimaryMenu: View {
    let log: MenuLog

    var body: some View {
        Menu {
            Button("Other") { log.events.append("other") }
        } label: {
            Text("Send")
        } primaryAction: {
            log.events.append("primary")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A menu item that asks for confirmation in an alert, a common pattern.
private struct MenuThenAlert: View {
    let log: MenuLog
    @State private var confirming = false

    var body: some View {
        Menu("More") {
            Button("Erase All", role: .destructive) { confirming = true }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .alert("Erase everything?", isPresented: $confirming) {
            Button("Erase", role: .destructive) { log.events.append("erased") }
            Button("Cancel", role: .cancel) {}
        }
    }
}

@MainActor
@Suite("Menus: a platter by the label, items run and close it, submenus in place, arrows and Return")
struct MenuTests {
    let size = CGSize(width: 320, height: 480)

    private func centre(of text: String, in window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: text).first)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    private func openMenu(_ log: MenuLog) throws -> TestWindow {
        let window = TestWindow(size: size) { MenuScreen(log: log) }
        window.tap(at: try centre(of: "Actions", in: window))
        window.advance(by: 0.5)
        return window
    }

    @Test("Tapping the label opens a 250-pt platter 8 pt below it, leading edges aligned")
    func opens() throws {
        let window = try openMenu(MenuLog())
        #expect(window.graph.isPresentingSheet)
        let label = try #require(window.frames(ofText: "Actions").first)
        let copy = try #require(window.frames(ofText: "Copy").first)
        // The first row's title: 16 pt inside the platter, the row 44 pt tall starting 8 pt below the label.
        #expect(abs(copy.minX - (label.minX + 16)) < 1)
        #expect(abs(copy.midY - (label.maxY + 8 + 22)) < 1)
        #expect(!window.needsFrame)
    }

    @Test("Golden: an open menu with an icon, a submenu, a divider and a destructive section")
    func golden() throws {
        let window = try openMenu(MenuLog())
        assertSnapshot(png: window.pngData(), named: "open")
    }

    @Test("Tapping an item closes the menu and runs it")
    func runsItem() throws {
        let log = MenuLog()
        let window = try openMenu(log)
        window.tap(at: try centre(of: "Rename", in: window))
        #expect(log.events == ["rename"])
        #expect(!window.graph.isPresentingSheet)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Rename").isEmpty)
        #expect(!window.needsFrame)
    }

    @Test("Tapping outside closes the menu and reaches nothing; Escape closes it too")
    func closes() throws {
        let log = MenuLog()
        let window = try openMenu(log)
        window.tap(at: CGPoint(x: 300, y: 460))
        #expect(!window.graph.isPresentingSheet)
        window.advance(by: 0.5)
        let again = try openMenu(log)
        #expect(again.pressKey(0xff1b))
        #expect(!again.graph.isPresentingSheet)
        #expect(log.events.isEmpty)
    }

    @Test("A tap on a view under the open platter's catcher does not reach it")
    func outsideTapDoesNotPassThrough() throws {
        let log = MenuLog()
        let window = TestWindow(size: size) { MenuScreen(log: log) }
        let below = try centre(of: "Below", in: window)
        window.tap(at: try centre(of: "Actions", in: window))
        window.advance(by: 0.5)
        // "Below" is under the platter now: the tap lands on the platter's rows or the catcher.
        window.tap(at: CGPoint(x: 300, y: below.y))
        #expect(!log.events.contains("below"))
    }

    @Test("A submenu opens in place; its items run; its title goes back")
    func submenu() throws {
        let log = MenuLog()
        let window = try openMenu(log)
        window.tap(at: try centre(of: "Sort By", in: window))
        window.advance(by: 0.3)
        #expect(window.frames(ofText: "Copy").isEmpty)
        #expect(!window.frames(ofText: "Date").isEmpty)
        window.tap(at: try centre(of: "Sort By", in: window))
        window.advance(by: 0.3)
        #expect(!window.frames(ofText: "Copy").isEmpty)
        window.tap(at: try centre(of: "Sort By", in: window))
        window.advance(by: 0.3)
        window.tap(at: try centre(of: "Date", in: window))
        #expect(log.events == ["date"])
        #expect(!window.graph.isPresentingSheet)
    }

    @Test("Down and Up move the highlight over the rows that act, Return runs it; Right opens a submenu")
    func arrows() throws {
        let log = MenuLog()
        let window = try openMenu(log)
        #expect(window.pressKey(0xff54))  // Copy
        #expect(window.pressKey(0xff54))  // Rename
        #expect(window.pressKey(0xff54))  // Sort By (Archive is disabled: skipped)
        #expect(window.pressKey(0xff53))  // opens it
        #expect(!window.frames(ofText: "Name").isEmpty)
        #expect(window.pressKey(0xff52))  // wraps to Date
        #expect(window.pressKey(0xff0d))
        #expect(log.events == ["date"])
        #expect(!window.graph.isPresentingSheet)

        let other = try openMenu(log)
        other.pressKey(0xff52)  // wraps to Delete, the last
        other.pressKey(0xff0d)
        #expect(log.events == ["date", "delete"])
    }

    @Test("With a primary action a tap runs it and a long press opens the menu")
    func primaryAction() throws {
        let log = MenuLog()
        let window = TestWindow(size: size) { PrimaryMenu(log: log) }
        let send = try centre(of: "Send", in: window)
        window.tap(at: send)
        #expect(log.events == ["primary"])
        #expect(!window.graph.isPresentingSheet)
        window.longPress(at: send, duration: 0.7)
        #expect(log.events == ["primary"])
        #expect(window.graph.isPresentingSheet)
        window.advance(by: 0.5)
        window.tap(at: try centre(of: "Other", in: window))
        #expect(log.events == ["primary", "other"])
    }

    @Test("The platter goes above the label when there is no room below, and stays inside the window")
    func placement() {
        let window = CGRect(x: 0, y: 0, width: 320, height: 480)
        let size = CGSize(width: 250, height: 200)
        let low = MenuPlacement.origin(
            for: size, anchor: CGRect(x: 200, y: 400, width: 60, height: 20), gap: 8, in: window)
        #expect(low == CGPoint(x: 62, y: 400 - 8 - 200))
        let high = MenuPlacement.origin(
            for: size, anchor: CGRect(x: 4, y: 20, width: 60, height: 20), gap: 8, in: window)
        #expect(high == CGPoint(x: 8, y: 48))
    }

    @Test("A row greys while a touch is down on it, and not after")
    func pressedRow() throws {
        let window = try openMenu(MenuLog())
        let before = window.displayList.dump()
        let rename = try centre(of: "Rename", in: window)
        window.send(.began, at: rename)
        window.advance(by: 0.05)
        #expect(window.displayList.dump() != before)
        window.send(.cancelled, at: rename)
        window.advance(by: 0.05)
        #expect(window.displayList.dump() == before)
    }

    @Test("A disabled item is grey, does nothing when tapped and is skipped by the arrows")
    func disabledItem() throws {
        let log = MenuLog()
        let window = try openMenu(log)
        window.tap(at: try centre(of: "Archive", in: window))
        #expect(log.events.isEmpty)
        #expect(window.graph.isPresentingSheet)
        #expect(window.displayList.dump().contains("\"Archive\" Inter 17 w400 #3c3c4399"))
    }

    @Test("A menu item that presents an alert: the menu closes and the alert takes over")
    func itemPresentsAlert() throws {
        let log = MenuLog()
        let window = TestWindow(size: size) { MenuThenAlert(log: log) }
        window.tap(at: try centre(of: "More", in: window))
        window.advance(by: 0.5)
        window.tap(at: try centre(of: "Erase All", in: window))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Erase All").isEmpty)
        #expect(!window.frames(ofText: "Erase everything?").isEmpty)
        #expect(window.pressKey(0xff0d))
        #expect(log.events == ["erased"])
        window.advance(by: 0.5)
        #expect(!window.graph.isPresentingSheet)
        #expect(!window.needsFrame)
    }
}
