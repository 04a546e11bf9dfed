import Finch
import FinchTesting
import Foundation
import Observation
import Testing

@testable import FinchCore

/// A text view for tests (the next issues add `TextField`): it keeps committed text and the input
/// method's composition, and shows both.
@MainActor
@Observable
private final class EntryModel: TextInputClient {
    var text = ""
    var composition = ""
    var compositionCursor = 0

    func insertText(_ text: String) { self.text += text }

    func setMarkedText(_ text: String, cursor: Int) {
        composition = text
        compositionCursor = cursor
    }

    func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
    }

    var caretRect: CGRect { CGRect(x: 10, y: 20, width: 1, height: 17) }
    var surroundingText: (text: String, cursor: Int) { (text, text.count) }

    func deleteSurrounding(offset: Int, count: Int) {}
}

private struct Entry: View {
    let label: String
    let model: EntryModel

    var body: some View {
        Text("\(label): \(model.text)[\(model.composition)]").textInput(model)
    }
}

private enum Field: Hashable {
    case first, second
}

private struct Form: View {
    let first: EntryModel
    let second: EntryModel
    let focusProbe: Probe<FocusState<Field?>.Binding>
    @FocusState private var field: Field?
    @State private var presses = 0

    var body: some View {
        let _ = (focusProbe.value = $field)
        VStack {
            Text("presses \(presses)")
            Button("Press") { presses += 1 }
            Entry(label: "first", model: first).focused($field, equals: .first)
            Entry(label: "second", model: second).focused($field, equals: .second)
            Text("field \(field.map { "\($0)" } ?? "none")")
        }
    }
}

@MainActor
private final class Probe<Value> {
    var value: Value?
}

@MainActor
@Suite("Focus by view identity; text and input-method compositions reach the focused view")
struct FocusAndTextInputTests {
    let tab: UInt32 = 0xff09
    let shiftTab: UInt32 = 0xfe20
    let backspace: UInt32 = 0xff08
    let returnKey: UInt32 = 0xff0d

    private func window() -> (TestWindow, EntryModel, EntryModel, Probe<FocusState<Field?>.Binding>) {
        let first = EntryModel()
        let second = EntryModel()
        let probe = Probe<FocusState<Field?>.Binding>()
        let window = TestWindow(size: CGSize(width: 300, height: 300)) {
            Form(first: first, second: second, focusProbe: probe)
        }
        return (window, first, second, probe)
    }

    @Test("Tab moves through the button and the two text views in order, Shift-Tab back; @FocusState follows")
    func tabOrder() {
        let (window, _, _, _) = window()
        #expect(!window.frames(ofText: "field none").isEmpty)
        window.pressKey(tab)
        window.pressKey(returnKey)
        #expect(!window.frames(ofText: "presses 1").isEmpty)
        window.pressKey(tab)
        #expect(!window.frames(ofText: "field first").isEmpty)
        window.pressKey(tab)
        #expect(!window.frames(ofText: "field second").isEmpty)
        window.pressKey(shiftTab)
        #expect(!window.frames(ofText: "field first").isEmpty)
    }

    @Test("Setting @FocusState moves focus by program; the input method follows it")
    func programmaticFocus() throws {
        let (window, first, second, probe) = window()
        #expect(!window.inputMethod.isActive)
        try #require(probe.value).wrappedValue = .second
        window.advance(by: 1.0 / 60)
        #expect(window.inputMethod.isActive)
        window.inputMethod.commit("hello")
        #expect(second.text == "hello" && first.text.isEmpty)
        try #require(probe.value).wrappedValue = nil
        window.advance(by: 1.0 / 60)
        #expect(!window.inputMethod.isActive)
    }

    @Test("A composition (preedit) and then a commit reach the focused view, which shows them")
    func preeditAndCommit() {
        let (window, first, _, _) = window()
        window.pressKey(tab)
        window.pressKey(tab)
        #expect(window.inputMethod.isActive)
        #expect(window.inputMethod.caret == CGRect(x: 10, y: 20, width: 1, height: 17))
        window.inputMethod.compose("か", cursor: 1)
        #expect(first.composition == "か" && first.compositionCursor == 1)
        #expect(!window.frames(ofText: "first: [か]").isEmpty)
        window.inputMethod.commit("漢字")
        #expect(!window.frames(ofText: "first: 漢字[]").isEmpty)
        window.pressKey(backspace)
        #expect(first.text == "漢")
        #expect(window.inputMethod.surroundingText?.text == "漢")
    }

    @Test("Focus belongs to the view's identity: when the focused view leaves, nothing has focus")
    func focusLeavesWithTheView() throws {
        let shown = ShownProbe()
        let model = EntryModel()
        let window = TestWindow(size: CGSize(width: 300, height: 100)) { Removable(model: model, probe: shown) }
        window.pressKey(tab)
        #expect(window.inputMethod.isActive)
        try #require(shown.value).wrappedValue = false
        window.advance(by: 1.0 / 60)
        window.inputMethod.commit("lost")
        #expect(model.text.isEmpty)
    }

    @MainActor
    private final class ShownProbe {
        var value: Binding<Bool>?
    }

    private struct Removable: View {
        let model: EntryModel
        let probe: ShownProbe
        @State private var shown = true

        var body: some View {
            let _ = (probe.value = $shown)
            VStack {
                if shown { Entry(label: "entry", model: model) }
                Text("below")
            }
        }
    }
}
