import Finch
import FinchTesting
import Foundation
import Testing

private struct NoteTitleKey: FocusedValueKey {
    typealias Value = String
}

private struct DocumentNameKey: FocusedValueKey {
    typealias Value = String
}

private struct CounterKey: FocusedValueKey {
    typealias Value = Binding<Int>
}

extension FocusedValues {
    fileprivate var noteTitle: String? {
        get { self[NoteTitleKey.self] }
        set { self[NoteTitleKey.self] = newValue }
    }

    fileprivate var documentName: String? {
        get { self[DocumentNameKey.self] }
        set { self[DocumentNameKey.self] = newValue }
    }

    fileprivate var counter: Binding<Int>? {
        get { self[CounterKey.self] }
        set { self[CounterKey.self] = newValue }
    }
}

/// Shows what the focused view publishes, as a menu command or a status line reads it.
private struct StatusLine: View {
    @FocusedValue(\.noteTitle) private var title
    @FocusedValue(\.documentName) private var document
    @FocusedBinding(\.counter) private var counter

    var body: some View {
        Text("status \(title ?? "none") in \(document ?? "nothing") count \(counter.map(String.init) ?? "-")")
        Button("Bump") { counter = (counter ?? 0) + 1 }.keyboardShortcut("b")
    }
}

private struct Notes: View {
    @State private var first = ""
    @State private var second = ""
    @State private var count = 3

    var body: some View {
        VStack {
            StatusLine()
            TextField("First", text: $first).focusedValue(\.noteTitle, "alpha")
                .focusedValue(\.counter, $count)
            TextField("Second", text: $second).focusedValue(\.noteTitle, "beta")
        }
        .focusedSceneValue(\.documentName, "Notes.txt")
    }
}

private enum Field: Hashable { case name, email }

private struct SignUp: View {
    @FocusState private var field: Field?
    @State private var name = ""
    @State private var email = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Email", text: $email).focused($field, equals: .email)
            Text("focus \(field.map { "\($0)" } ?? "none")")
        }
        .defaultFocus($field, .email)
    }
}

@MainActor
@Suite("@FocusedValue, @FocusedBinding, focusedValue, focusedSceneValue and defaultFocus")
struct FocusedValueTests {
    private static let tab: UInt32 = 0xff09

    @Test("A reader sees the value the focused field publishes, and the scene's value wherever focus is")
    func readsFocusedValues() {
        let window = TestWindow(size: CGSize(width: 390, height: 300)) { Notes() }
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "status none in Notes.txt count -").isEmpty)
        // Tab goes to the status line's button first, then the fields.
        window.pressKey(Self.tab)
        window.pressKey(Self.tab)
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "status alpha in Notes.txt count 3").isEmpty)
        window.pressKey(Self.tab)
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "status beta in Notes.txt count -").isEmpty)
    }

    @Test("A focused binding is read and written through")
    func focusedBinding() {
        let window = TestWindow(size: CGSize(width: 390, height: 300)) { Notes() }
        window.pressKey(Self.tab)
        window.pressKey(Self.tab)
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "status alpha in Notes.txt count 3").isEmpty)
        // Bump's shortcut (Ctrl+B, as a menu command's) writes through the binding; focus stays in the field.
        #expect(window.pressKey(0x62, characters: "b", modifiers: .control))
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "status alpha in Notes.txt count 4").isEmpty)
    }

    @Test("defaultFocus puts focus on the named field when the view appears; the state follows")
    func defaultFocus() {
        let window = TestWindow(size: CGSize(width: 390, height: 300)) { SignUp() }
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "focus email").isEmpty)
        window.type("a@b.c")
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "a@b.c").isEmpty)
    }
}
