import Finch
import Foundation

/// How each of the monkey's actions is given to a real window through `xdotool`: the argument lists of
/// the commands, in window coordinates (GTK's logical pixels, Finch's points, at scale 1 under Xvfb).
///
/// Keys and typing go to the focused window as real input (XTEST), after `windowfocus --sync`: sent to a
/// window instead (`key --window`, a synthetic event), one Ctrl+N makes GTK 4.8 run a `<Control>n`
/// action without end (see `scripts/soak.py`). A pinch is Ctrl with the wheel (the window takes
/// Ctrl+scroll as a pinch). Nil is an action a real window cannot be given this way: a drop from another
/// program (xdotool cannot offer data), and Ctrl+W, which would close the window being played.
public enum MonkeyXdotool {
    /// The commands for `action` in the X window `window` of `size`; nil when it is skipped. A `.wait`
    /// and an app's own action have none (the caller waits, or resolves the app's action to input).
    public static func commands(for action: MonkeyAction, window: String, size: CGSize) -> [[String]]? {
        let move = { (point: CGPoint) -> [String] in ["mousemove", "--window", window] + coordinates(point, in: size) }
        switch action {
        case .tap(let point): return [move(point) + ["click", "1"]]
        case .doubleTap(let point): return [move(point) + ["click", "--repeat", "2", "--delay", "60", "1"]]
        case .longPress(let point): return [move(point) + ["mousedown", "1", "sleep", "0.6", "mouseup", "1"]]
        case .drag(let from, let to):
            // Five moves between press and release, so the window sees a drag and not a jump.
            let steps = (1...5).flatMap { index -> [String] in
                let fraction = CGFloat(index) / 5
                let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
                return ["sleep", "0.02"] + move(point)
            }
            return [move(from) + ["mousedown", "1"] + steps + ["mouseup", "1"]]
        case .pinch(let point, let scale):
            let clicks = max(1, min(8, Int((abs(log2(max(scale, 0.01))) * 4).rounded()) + 1))
            let button = scale >= 1 ? "4" : "5"
            return [
                focus(window) + move(point) + ["keydown", "ctrl", "click", "--repeat", "\(clicks)", "--delay", "20"]
                    + [button, "keyup", "ctrl"]
            ]
        case .scroll(let point, let delta):
            return [move(point) + wheel(delta.height, down: "5", up: "4") + wheel(delta.width, down: "7", up: "6")]
        case .key(let code, _, let modifiers):
            guard let combination = key(code, modifiers: modifiers) else { return nil }
            return [focus(window) + ["key", combination]]
        case .type(let text):
            let typed = typeable(text)
            guard !typed.isEmpty else { return [] }
            return [focus(window) + ["type", "--delay", "12", "--", typed]]
        case .drop: return nil
        case .wait, .app: return []
        }
    }

    /// The key combination xdotool names (`ctrl+shift+z`); nil for Ctrl+W.
    public static func key(_ code: UInt32, modifiers: EventModifiers) -> String? {
        if modifiers.contains(.control), code == 0x77 { return nil }
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        // ISO_Left_Tab is what GDK calls Shift+Tab.
        if modifiers.contains(.shift) || code == 0xfe20 { parts.append("shift") }
        if modifiers.contains(.option) { parts.append("alt") }
        let printable = (0x21...0x7e).contains(code) ? String(UnicodeScalar(UInt8(code))) : nil
        return (parts + [keyNames[code] ?? printable ?? "0x" + String(code, radix: 16)]).joined(separator: "+")
    }

    /// GDK key values (which are X keysyms) the monkey presses, by their X names.
    private static let keyNames: [UInt32: String] = [
        0xff09: "Tab", 0xfe20: "Tab", 0xff0d: "Return", 0xff1b: "Escape", 0xff08: "BackSpace", 0xffff: "Delete",
        0xff51: "Left", 0xff52: "Up", 0xff53: "Right", 0xff54: "Down", 0xff50: "Home", 0xff57: "End", 0x20: "space",
    ]

    /// The text as xdotool can type it: no NUL (an argument cannot hold one) and no other control
    /// characters but newline and tab (typed as Return and Tab).
    public static func typeable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { $0 == "\n" || $0 == "\t" || !($0.value < 0x20 || $0.value == 0x7f) }))
    }

    /// A point inside the window, in whole pixels.
    private static func coordinates(_ point: CGPoint, in size: CGSize) -> [String] {
        let x = min(max(0, Int(point.x.rounded(.down))), max(0, Int(size.width) - 1))
        let y = min(max(0, Int(point.y.rounded(.down))), max(0, Int(size.height) - 1))
        return ["\(x)", "\(y)"]
    }

    /// Wheel clicks for a scroll of `points` (about 40 points a click, at most 10).
    private static func wheel(_ points: Double, down: String, up: String) -> [String] {
        let clicks = min(10, Int((abs(points) / 40).rounded(.up)))
        guard clicks > 0 else { return [] }
        return ["click", "--repeat", "\(clicks)", "--delay", "15", points > 0 ? down : up]
    }

    private static func focus(_ window: String) -> [String] { ["windowfocus", "--sync", window] }
}
