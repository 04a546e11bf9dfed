import Finch
import FinchMonkey
import Testing

/// How the real-window monkey (`finch-monkey --real-window`) gives each action to a GTK window through
/// xdotool. The facts behind the rules are `scripts/soak.py`'s: a key sent to a window (`key --window`,
/// a synthetic event) makes GTK 4.8 run a `<Control>n` action without end, the same key as real input
/// (XTEST) to the focused window runs it once.
@Suite("The real-window monkey's xdotool commands")
struct MonkeyXdotoolTests {
    let size = CGSize(width: 390, height: 700)

    @Test("A tap moves to the point in the window and clicks, inside the window however far off it was")
    func tap() {
        #expect(
            MonkeyXdotool.commands(for: .tap(CGPoint(x: 12.7, y: 40.2)), window: "7", size: size)
                == [["mousemove", "--window", "7", "12", "40", "click", "1"]])
        #expect(
            MonkeyXdotool.commands(for: .tap(CGPoint(x: -5, y: 900)), window: "7", size: size)
                == [["mousemove", "--window", "7", "0", "699", "click", "1"]])
    }

    @Test("Keys go to the focused window as real input, never with --window")
    func keys() throws {
        let commands = try #require(
            MonkeyXdotool.commands(
                for: .key(code: 0x6e, characters: "n", modifiers: .control), window: "7", size: size))
        #expect(commands == [["windowfocus", "--sync", "7", "key", "ctrl+n"]])
        #expect(MonkeyXdotool.key(0x7a, modifiers: [.control, .shift]) == "ctrl+shift+z")
        #expect(MonkeyXdotool.key(0xfe20, modifiers: .shift) == "shift+Tab")
        #expect(MonkeyXdotool.key(0xff08, modifiers: []) == "BackSpace")
        #expect(MonkeyXdotool.key(0x20, modifiers: []) == "space")
    }

    @Test("Ctrl+W (it would close the window played) and drops from another program are skipped")
    func skipped() {
        let closeKey = MonkeyAction.key(code: 0x77, characters: "w", modifiers: .control)
        #expect(MonkeyXdotool.commands(for: closeKey, window: "7", size: size) == nil)
        let drop = MonkeyAction.drop(.text("hello"), at: CGPoint(x: 10, y: 10))
        #expect(MonkeyXdotool.commands(for: drop, window: "7", size: size) == nil)
        #expect(MonkeyXdotool.commands(for: .wait(seconds: 1), window: "7", size: size) == [])
    }

    @Test("A pinch is Ctrl with the wheel: up to grow, down to shrink, more clicks the more it scales")
    func pinch() {
        #expect(
            MonkeyXdotool.commands(for: .pinch(at: CGPoint(x: 100, y: 90), scale: 2), window: "7", size: size)
                == [
                    [
                        "windowfocus", "--sync", "7", "mousemove", "--window", "7", "100", "90", "keydown", "ctrl",
                        "click", "--repeat", "5", "--delay", "20", "4", "keyup", "ctrl",
                    ]
                ])
        let shrink = MonkeyXdotool.commands(
            for: .pinch(at: CGPoint(x: 100, y: 90), scale: 0.9), window: "7", size: size)
        #expect(Array(shrink?.first?.suffix(7) ?? []) == ["--repeat", "2", "--delay", "20", "5", "keyup", "ctrl"])
    }

    @Test("Typed text keeps what xdotool can type: no NUL or control characters but newline and tab")
    func typing() {
        #expect(MonkeyXdotool.typeable("\u{0}\u{7}\t") == "\t")
        #expect(MonkeyXdotool.typeable("a\nb") == "a\nb")
        #expect(MonkeyXdotool.typeable("e\u{301}🏳️‍🌈") == "e\u{301}🏳️‍🌈")
        #expect(
            MonkeyXdotool.commands(for: .type("-x"), window: "7", size: size)
                == [["windowfocus", "--sync", "7", "type", "--delay", "12", "--", "-x"]])
        #expect(MonkeyXdotool.commands(for: .type("\u{0}"), window: "7", size: size) == [])
    }

    @Test("A drag presses, moves in five steps and releases")
    func drag() throws {
        let commands = try #require(
            MonkeyXdotool.commands(
                for: .drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50)), window: "7", size: size))
        let command = try #require(commands.first)
        #expect(command.filter { $0 == "mousemove" }.count == 6)
        #expect(command.suffix(2) == ["mouseup", "1"])
        #expect(command.contains("mousedown"))
        #expect(command[command.count - 4...command.count - 3] == ["100", "50"])
    }
}
