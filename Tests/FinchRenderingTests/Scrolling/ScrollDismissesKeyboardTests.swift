import Finch
import FinchTesting
import Testing

/// A text field at the top of fifty 40-pt rows in a scroll view under a 40-pt line saying whether it
/// has the focus; with `outside`, the field sits above the scroll view instead.
private struct ChatForm: View {
    let mode: ScrollDismissesKeyboardMode?
    var outside = false
    @State private var text = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(spacing: 0) {
            Text(isFocused ? "focused" : "idle").frame(height: 40)
            if outside { field }
            if let mode {
                rows.scrollDismissesKeyboard(mode)
            } else {
                rows
            }
        }
    }

    private var field: some View {
        TextField("Message", text: $text).focused($isFocused).frame(height: 40)
    }

    private var rows: some View {
        ScrollView {
            VStack(spacing: 0) {
                if !outside { field }
                ForEach(0..<50, id: \.self) { index in Text("row \(index)").frame(height: 40) }
            }
        }
    }
}

@MainActor
@Suite(".scrollDismissesKeyboard(_:): a scroll that starts takes the focus from a text field inside")
struct ScrollDismissesKeyboardTests {
    let size = CGSize(width: 200, height: 400)
    let tab: UInt32 = 0xff09

    /// A window with the field focused by Tab.
    private func focusedWindow(_ mode: ScrollDismissesKeyboardMode?, outside: Bool = false) -> TestWindow {
        let window = TestWindow(size: size) { ChatForm(mode: mode, outside: outside) }
        window.pressKey(tab)
        #expect(!window.frames(ofText: "focused").isEmpty)
        return window
    }

    // A press outside the field already ends editing, as a click elsewhere does on a desktop, so a
    // drag started on a row takes the focus under every mode: the wheel tells the modes apart.
    @Test(".immediately: a wheel scroll that starts takes the focus away")
    func immediately() {
        let window = focusedWindow(.immediately)
        #expect(window.scroll(at: CGPoint(x: 100, y: 300), by: CGSize(width: 0, height: 60)))
        #expect(!window.frames(ofText: "idle").isEmpty)
    }

    @Test(".automatic (the default), .interactively and .never keep the focus while scrolling")
    func keepsFocus() {
        for mode in [nil, ScrollDismissesKeyboardMode.automatic, .interactively, .never] {
            let window = focusedWindow(mode)
            #expect(window.scroll(at: CGPoint(x: 100, y: 300), by: CGSize(width: 0, height: 60)))
            #expect(!window.frames(ofText: "focused").isEmpty, "\(String(describing: mode))")
        }
    }

    @Test(".immediately leaves a focused field outside the scroll view alone")
    func fieldOutside() {
        let window = focusedWindow(.immediately, outside: true)
        #expect(window.scroll(at: CGPoint(x: 100, y: 300), by: CGSize(width: 0, height: 60)))
        #expect(!window.frames(ofText: "focused").isEmpty)
    }
}
