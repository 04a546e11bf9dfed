import Finch
import FinchTesting
import Foundation
import Testing

/// GDK key values the tests press.
private enum Keys {
    static let s: UInt32 = 0x73
    static let capitalN: UInt32 = 0x4e
    static let n: UInt32 = 0x6e
    static let five: UInt32 = 0x35
    static let a: UInt32 = 0x61
    static let returnKey: UInt32 = 0xff0d
    static let escape: UInt32 = 0xff1b
    static let tab: UInt32 = 0xff09
    static let up: UInt32 = 0xff52
    static let down: UInt32 = 0xff54
}

private struct Editor: View {
    @State private var log: [String] = []
    @State private var isOn = false
    var saveDisabled = false

    var body: some View {
        VStack {
            Text("log " + log.joined(separator: ","))
            Text(isOn ? "on" : "off")
            Button("Save") { log.append("save") }
                .keyboardShortcut("s")
                .disabled(saveDisabled)
            Button("New") { log.append("new") }
                .keyboardShortcut("n", modifiers: [.command, .shift])
            Button("Cancel") { log.append("cancel") }
                .keyboardShortcut(.cancelAction)
            Button("OK") { log.append("ok") }
                .keyboardShortcut(.defaultAction)
            Toggle("Wrap", isOn: $isOn)
                .keyboardShortcut("w", modifiers: .option)
        }
        .padding()
    }
}

@MainActor
@Suite("Keyboard shortcuts perform their control's action from anywhere in the window")
struct KeyboardShortcutTests {
    private func window(saveDisabled: Bool = false) -> TestWindow {
        TestWindow(size: CGSize(width: 300, height: 400)) { Editor(saveDisabled: saveDisabled) }
    }

    private func logged(_ window: TestWindow, _ entries: String) -> Bool {
        window.frames(ofText: "log " + entries).count == 1
    }

    @Test(
        "Ctrl+S performs .keyboardShortcut(\"s\") (.command is Ctrl on Linux); S alone, Super+S and Ctrl+Shift+S do not"
    )
    func commandIsControl() {
        let window = window()
        #expect(window.pressKey(Keys.s, characters: "s") == false)
        #expect(window.pressKey(Keys.s, characters: "s", modifiers: .command) == false)
        #expect(window.pressKey(0x53, characters: "S", modifiers: [.control, .shift]) == false)
        #expect(logged(window, ""))
        #expect(window.pressKey(Keys.s, characters: "s", modifiers: .control))
        #expect(logged(window, "save"))
        // Caps Lock does not change the shortcut.
        #expect(window.pressKey(Keys.s, characters: "s", modifiers: [.control, .capsLock]))
        #expect(logged(window, "save,save"))
    }

    @Test("A letter's shortcut with Shift fires on the shifted key; without Shift it does not")
    func shiftedLetter() {
        let window = window()
        window.pressKey(Keys.n, characters: "n", modifiers: .control)
        #expect(logged(window, ""))
        window.pressKey(Keys.capitalN, characters: "N", modifiers: [.control, .shift])
        #expect(logged(window, "new"))
    }

    @Test("A disabled button's shortcut does nothing and the key is not taken")
    func disabled() {
        let window = window(saveDisabled: true)
        #expect(window.pressKey(Keys.s, characters: "s", modifiers: .control) == false)
        #expect(logged(window, ""))
    }

    @Test("Return performs the default action and Escape the cancel action while no control has focus")
    func defaultAndCancel() {
        let window = window()
        #expect(window.pressKey(Keys.returnKey, characters: "\r"))
        #expect(window.pressKey(Keys.escape, characters: "\u{1b}"))
        #expect(logged(window, "ok,cancel"))
    }

    @Test("The focused control takes Return first: Tab to Save, Return saves, not the default action")
    func focusedControlFirst() {
        let window = window()
        window.pressKey(Keys.tab)
        window.pressKey(Keys.returnKey, characters: "\r")
        #expect(logged(window, "save"))
    }

    @Test("A toggle's shortcut flips it (Alt+W for .option)")
    func toggleShortcut() {
        let window = window()
        window.pressKey(0x77, characters: "w", modifiers: .option)
        window.advance(by: 1)
        #expect(window.frames(ofText: "on").count == 1)
    }

    @Test("A control that is not drawn (hidden, fully transparent: another tab, a covered page) takes no shortcut")
    func undrawnControls() {
        var log: [String] = []
        let window = TestWindow(size: CGSize(width: 300, height: 200)) {
            VStack {
                Button("Hidden") { log.append("hidden") }.keyboardShortcut("h").hidden()
                Button("Faded") { log.append("faded") }.keyboardShortcut("f").opacity(0)
                Button("Shown") { log.append("shown") }.keyboardShortcut("f").opacity(0.5)
            }
        }
        #expect(window.pressKey(0x68, characters: "h", modifiers: .control) == false)
        window.pressKey(0x66, characters: "f", modifiers: .control)
        #expect(log == ["shown"])
    }

    @Test("The .defaultAction button is drawn semibold, wider than the same title in regular weight")
    func defaultLooksBold() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 100)) {
            VStack {
                Button("Done") {}
                Button("Done") {}.keyboardShortcut(.defaultAction)
            }
        }
        let frames = window.frames(ofText: "Done").sorted { $0.minY < $1.minY }
        try #require(frames.count == 2)
        #expect(frames[1].width > frames[0].width)
    }

    @Test("A cancel and a default button, the default one semibold")
    func defaultGolden() {
        let view = HStack(spacing: 40) {
            Button("Cancel") {}.keyboardShortcut(.cancelAction)
            Button("Save") {}.keyboardShortcut(.defaultAction)
        }
        .frame(width: 220, height: 60)
        assertSnapshot(of: view, size: CGSize(width: 220, height: 60))
    }

    @Test("While a sheet shows, only its shortcuts fire; Escape performs its cancel button, not the bare dismissal")
    func sheetShortcuts() {
        let window = TestWindow(size: CGSize(width: 300, height: 500)) { SheetHost() }
        window.pressKey(Keys.s, characters: "s", modifiers: .control)
        window.advance(by: 1)
        #expect(window.frames(ofText: "saved 0 cancelled 0").count == 1)
        #expect(window.frames(ofText: "sheet").count == 1)
        // The window's Ctrl+S is behind the sheet: the key is not taken.
        #expect(window.pressKey(Keys.s, characters: "s", modifiers: .control) == false)
        window.pressKey(Keys.escape, characters: "\u{1b}")
        window.advance(by: 1)
        #expect(window.frames(ofText: "saved 0 cancelled 1").count == 1)
        #expect(window.frames(ofText: "sheet").isEmpty)
    }
}

/// A window whose Ctrl+S opens a sheet with a cancel button.
private struct SheetHost: View {
    @State private var showsSheet = false
    @State private var saved = 0
    @State private var cancelled = 0

    var body: some View {
        VStack {
            Text("saved \(saved) cancelled \(cancelled)")
            Button("Open") { showsSheet = true }.keyboardShortcut("s")
        }
        .sheet(isPresented: $showsSheet) {
            VStack {
                Text("sheet")
                Button("Save") { saved += 1 }.keyboardShortcut("x")
                Button("Cancel") {
                    cancelled += 1
                    showsSheet = false
                }
                .keyboardShortcut(.cancelAction)
            }
        }
    }
}

/// A focusable counter with key-press actions inside one on its container.
private struct Counter: View {
    @State private var log: [String] = []
    var innerResult: KeyPress.Result = .handled

    var body: some View {
        VStack {
            Text("log " + log.joined(separator: ","))
            Text("counter")
                .focusable()
                .onKeyPress(.upArrow) {
                    log.append("up")
                    return innerResult
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    log.append("digit " + press.characters)
                    return .handled
                }
            Button("Save") { log.append("save") }.keyboardShortcut("s")
        }
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            log.append(press.key == .upArrow ? "outer up" : "outer down")
            return .handled
        }
        .onKeyPress(phases: .all) { press in
            guard press.key == "a" else { return .ignored }
            log.append(press.phase == .down ? "d" : press.phase == .up ? "u" : "r")
            return .ignored
        }
    }
}

@MainActor
@Suite("onKeyPress runs around the focused view, innermost first, before the focused control's own keys")
struct OnKeyPressTests {
    private func logged(_ window: TestWindow, _ entries: String) -> Bool {
        window.frames(ofText: "log " + entries).count == 1
    }

    @Test("Nothing runs until a view inside has focus; then the innermost action takes the key")
    func innermostFirst() {
        let window = TestWindow(size: CGSize(width: 300, height: 300)) { Counter() }
        #expect(window.pressKey(Keys.up) == false)
        #expect(logged(window, ""))
        window.pressKey(Keys.tab)
        #expect(window.pressKey(Keys.up))
        #expect(logged(window, "up"))
        // The down arrow is not the inner action's: the outer one takes it.
        window.pressKey(Keys.down)
        #expect(logged(window, "up,outer down"))
    }

    @Test("An action that returns .ignored lets the next one out have the key")
    func ignoredFallsThrough() {
        let window = TestWindow(size: CGSize(width: 300, height: 300)) { Counter(innerResult: .ignored) }
        window.pressKey(Keys.tab)
        window.pressKey(Keys.up)
        #expect(logged(window, "up,outer up"))
    }

    @Test("Phases: an action for .all sees the key go down, repeat and go up; the others only down and repeat")
    func phases() {
        let window = TestWindow(size: CGSize(width: 300, height: 300)) { Counter() }
        window.pressKey(Keys.tab)
        let graph = window.graph
        graph.handle(KeyEvent(phase: .down, characters: "a", keyCode: Keys.a, time: graph.time))
        graph.handle(KeyEvent(phase: .repeated, characters: "a", keyCode: Keys.a, time: graph.time))
        graph.handle(KeyEvent(phase: .up, characters: "a", keyCode: Keys.a, time: graph.time))
        #expect(logged(window, "d,r,u"))
        // The digit action (down and repeat) handles "5" going down and not going up.
        window.pressKey(Keys.five, characters: "5")
        #expect(logged(window, "d,r,u,digit 5"))
    }

    @Test("The focused view's handled key does not reach the window's shortcuts; an ignored one does")
    func beforeShortcuts() {
        let window = TestWindow(size: CGSize(width: 300, height: 300)) {
            ShortcutUnderKeyPress()
        }
        window.pressKey(Keys.tab)
        window.pressKey(Keys.s, characters: "s", modifiers: .control)
        #expect(logged(window, "key"))
        window.pressKey(Keys.s, characters: "s", modifiers: [.control, .option])
        #expect(logged(window, "key,alt save"))
    }

    @Test("An action on a focused button that ignores Return lets the button take it; handling it keeps it")
    func beforeFocusedControl() {
        let window = TestWindow(size: CGSize(width: 300, height: 300)) { ButtonWithKeyPress() }
        window.pressKey(Keys.tab)
        window.pressKey(Keys.returnKey, characters: "\r")
        #expect(logged(window, "seen,pressed"))
        window.pressKey(Keys.returnKey, characters: "\r", modifiers: .shift)
        #expect(logged(window, "seen,pressed,seen"))
    }
}

private struct ShortcutUnderKeyPress: View {
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("log " + log.joined(separator: ","))
            Text("field")
                .focusable()
                .onKeyPress(phases: .down) { press in
                    guard press.key == "s", press.modifiers == .control else { return .ignored }
                    log.append("key")
                    return .handled
                }
            Button("Save") { log.append("save") }.keyboardShortcut("s")
            Button("Alt save") { log.append("alt save") }.keyboardShortcut("s", modifiers: [.command, .option])
        }
    }
}

private struct ButtonWithKeyPress: View {
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("log " + log.joined(separator: ","))
            Button("Press") { log.append("pressed") }
                .onKeyPress(.return, phases: .down) { press in
                    log.append("seen")
                    return press.modifiers.contains(.shift) ? .handled : .ignored
                }
        }
    }
}
