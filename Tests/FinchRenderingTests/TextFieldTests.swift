import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// The text the test's views write, read back by the test.
@MainActor
final class FieldModel {
    var text = ""
    var submits = 0
    var editing: [Bool] = []
}

private struct NameForm: View {
    let model: FieldModel
    @State private var name = ""
    @State private var other = ""

    var body: some View {
        let _ = (model.text = name)
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
                .onSubmit { model.submits += 1 }
            TextField("Other", text: $other, onEditingChanged: { model.editing.append($0) })
                .textFieldStyle(.roundedBorder)
            Text("name: \(name)")
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("TextField: typing, caret, selection, keys, clipboard, undo")
struct TextFieldTests {
    let size = CGSize(width: 320, height: 160)
    let tab: UInt32 = 0xff09
    let left: UInt32 = 0xff51
    let right: UInt32 = 0xff53
    let home: UInt32 = 0xff50
    let end: UInt32 = 0xff57
    let backspace: UInt32 = 0xff08
    let delete: UInt32 = 0xffff
    let returnKey: UInt32 = 0xff0d
    let escape: UInt32 = 0xff1b

    func window() -> (TestWindow, FieldModel) {
        let model = FieldModel()
        let window = TestWindow(size: size) { NameForm(model: model) }
        return (window, model)
    }

    /// The first field's middle (16 pt padding, 6 pt inside the border, a 22-pt line).
    let firstField = CGPoint(x: 100, y: 16 + 17)
    let secondField = CGPoint(x: 100, y: 16 + 34 + 12 + 17)

    func controller(_ window: TestWindow) -> TextEditingController? {
        window.graph.focusedTextInput as? TextEditingController
    }

    @Test("A rounded-border field is 34 pt tall and as wide as offered; its placeholder shows while empty")
    func layout() throws {
        let (window, _) = window()
        let dump = window.displayList.dump()
        #expect(dump.contains("Name"))
        window.tap(at: firstField)
        let geometry = try #require(controller(window)?.geometry)
        #expect(geometry.windowOrigin == CGPoint(x: 22, y: 22))
        assertSnapshot(png: window.pngData(), named: "empty-focused")
    }

    @Test("Clicking a field focuses it; typed text reaches the binding; the caret follows")
    func typing() throws {
        let (window, model) = window()
        #expect(!window.type("x"))
        window.tap(at: firstField)
        #expect(window.type("Hello"))
        #expect(model.text == "Hello")
        #expect(!window.frames(ofText: "name: Hello").isEmpty)
        #expect(controller(window)?.buffer.head == 5)
        assertSnapshot(png: window.pngData(), named: "typed")
    }

    @Test("Arrows, Home and End move the caret; Shift selects; Backspace and Delete remove characters")
    func caretKeys() throws {
        let (window, model) = window()
        window.tap(at: firstField)
        window.type("abcdef")
        window.pressKey(left)
        window.pressKey(left)
        window.pressKey(backspace)
        #expect(model.text == "abcef")
        window.pressKey(delete)
        #expect(model.text == "abcf")
        window.pressKey(home)
        window.pressKey(right, modifiers: .shift)
        window.pressKey(right, modifiers: .shift)
        #expect(controller(window)?.buffer.selectedText == "ab")
        assertSnapshot(png: window.pngData(), named: "selected")
        window.type("X")
        #expect(model.text == "Xcf")
        window.pressKey(end)
        window.type("!")
        #expect(model.text == "Xcf!")
    }

    @Test("Ctrl+A selects all; Ctrl+C and Ctrl+V round-trip through the clipboard; Ctrl+X cuts")
    func clipboard() throws {
        let (window, model) = window()
        window.tap(at: firstField)
        window.type("copy me")
        window.pressKey(0x61, modifiers: .control)
        window.pressKey(0x63, modifiers: .control)
        #expect(window.clipboard?.bytes == Array("copy me".utf8))
        window.pressKey(end)
        window.type(" ")
        window.pressKey(0x76, modifiers: .control)
        #expect(model.text == "copy me copy me")
        window.pressKey(0x61, modifiers: .control)
        window.pressKey(0x78, modifiers: .control)
        #expect(model.text.isEmpty)
        #expect(window.clipboard?.bytes == Array("copy me copy me".utf8))
    }

    @Test("Ctrl+Z undoes a word at a time; Ctrl+Shift+Z redoes")
    func undoRedo() throws {
        let (window, model) = window()
        window.tap(at: firstField)
        window.type("hello world")
        window.pressKey(0x7a, modifiers: .control)
        #expect(model.text == "hello")
        window.pressKey(0x7a, modifiers: .control)
        #expect(model.text.isEmpty)
        window.pressKey(0x5a, modifiers: [.control, .shift])
        #expect(model.text == "hello")
    }

    @Test("Return submits (onSubmit); Tab moves to the next field and tells onEditingChanged")
    func submitAndTab() throws {
        let (window, model) = window()
        window.tap(at: firstField)
        window.type("a")
        window.pressKey(returnKey)
        #expect(model.submits == 1)
        window.pressKey(tab)
        #expect(model.editing == [true])
        window.type("b")
        #expect(model.text == "a")
        window.pressKey(escape)
        #expect(model.editing == [true, false])
        #expect(!window.inputMethod.isActive)
    }

    @Test("A click outside the field ends editing")
    func clickOutside() throws {
        let (window, _) = window()
        window.tap(at: firstField)
        #expect(window.inputMethod.isActive)
        window.tap(at: CGPoint(x: 300, y: 150))
        #expect(!window.inputMethod.isActive)
    }

    @Test("The caret blinks on the virtual clock (0.6 s on, 0.6 s off) and stays on after 10 s idle")
    func blinking() throws {
        let (window, _) = window()
        window.tap(at: firstField)
        #expect(controller(window)?.caretVisible == true)
        window.advance(by: 0.65)
        #expect(controller(window)?.caretVisible == false)
        window.advance(by: 0.6)
        #expect(controller(window)?.caretVisible == true)
        window.advance(by: 12)
        #expect(controller(window)?.caretVisible == true)
        #expect(window.graph.nextGestureDeadline == nil)
    }

    @Test("An input method's composition is drawn underlined in place, then committed")
    func preedit() throws {
        let (window, model) = window()
        window.tap(at: firstField)
        window.type("a")
        // A pinyin input method shows the syllables typed (Latin: this machine has no CJK font).
        window.inputMethod.compose("ni'hao")
        #expect(model.text == "a")
        #expect(controller(window)?.buffer.displayText == "ani'hao")
        assertSnapshot(png: window.pngData(), named: "preedit")
        window.inputMethod.commit("你好")
        #expect(model.text == "a你好")
        let caret = try #require(window.inputMethod.caret)
        #expect(caret.minX > 22)
    }

    @Test("A field scrolls sideways to keep the caret in view as text runs past its end, and back on Home")
    func scrollsHorizontally() throws {
        let (window, _) = window()
        window.tap(at: firstField)
        window.type(String(repeating: "wide text ", count: 8))
        let field = CGRect(x: 22, y: 22, width: 320 - 44, height: 22)
        let caret = try #require(window.inputMethod.caret)
        #expect(caret.minX <= field.maxX + 1 && caret.minX >= field.maxX - 20)
        #expect((controller(window)?.scrollOffset.x ?? 0) > 0)
        window.pressKey(home)
        #expect(controller(window)?.scrollOffset.x == 0)
        #expect(try #require(window.inputMethod.caret).minX == field.minX)
    }

    @Test("A Shift+click extends the selection from the caret to the click")
    func shiftClick() throws {
        let (window, _) = window()
        window.tap(at: firstField)
        window.type("alpha beta")
        window.pressKey(home)
        let origin = try #require(controller(window)?.geometry).windowOrigin
        let end = CGPoint(x: origin.x + 200, y: firstField.y)
        window.graph.handle(PointerEvent(phase: .began, location: end, time: window.time, modifiers: .shift))
        window.advance(by: TestWindow.tapDuration)
        window.graph.handle(PointerEvent(phase: .ended, location: end, time: window.time, modifiers: .shift))
        window.advance(by: 1.0 / 60)
        #expect(controller(window)?.buffer.selectedText == "alpha beta")
    }

    @Test("A double click selects a word, a triple click the line; a drag selects")
    func pointerSelection() throws {
        let (window, _) = window()
        window.tap(at: firstField)
        window.type("alpha beta")
        let origin = try #require(controller(window)?.geometry).windowOrigin
        window.doubleTap(at: CGPoint(x: origin.x + 3, y: firstField.y))
        #expect(controller(window)?.buffer.selectedText == "alpha")
        window.drag(from: CGPoint(x: origin.x + 1, y: firstField.y), to: CGPoint(x: origin.x + 200, y: firstField.y))
        #expect(controller(window)?.buffer.selectedText == "alpha beta")
    }
}

private enum Field: Hashable {
    case name, email
}

private struct SignUp: View {
    let probe: FocusProbe
    @State private var name = ""
    @State private var email = ""
    @FocusState private var field: Field?

    var body: some View {
        let _ = (probe.binding = $field, probe.name = name, probe.email = email)
        VStack(spacing: 12) {
            TextField("Name", text: $name).focused($field, equals: .name).onSubmit { field = .email }
            TextField("Email", text: $email).focused($field, equals: .email)
            Text("focus: \(field.map { "\($0)" } ?? "none")")
        }
        .textFieldStyle(.roundedBorder)
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
final class FocusProbe {
    fileprivate var binding: FocusState<Field?>.Binding?
    var name = ""
    var email = ""
}

@MainActor
@Suite("@FocusState with text fields, both ways")
struct TextFieldFocusStateTests {
    @Test("Setting the state focuses a field (typing goes there); Tab, Shift-Tab and clicks set the state")
    func bothWays() throws {
        let probe = FocusProbe()
        let window = TestWindow(size: CGSize(width: 320, height: 160)) { SignUp(probe: probe) }
        try #require(probe.binding).wrappedValue = .email
        window.advance(by: 1.0 / 60)
        window.type("a@b.c")
        #expect(probe.email == "a@b.c" && probe.name.isEmpty)
        window.pressKey(0xfe20, modifiers: .shift)
        #expect(!window.frames(ofText: "focus: name").isEmpty)
        window.type("Ann")
        window.pressKey(0xff0d)
        #expect(!window.frames(ofText: "focus: email").isEmpty)
        #expect(probe.name == "Ann")
        window.pressKey(0xff1b)
        #expect(!window.frames(ofText: "focus: none").isEmpty)
        window.tap(at: CGPoint(x: 100, y: 16 + 17))
        #expect(!window.frames(ofText: "focus: name").isEmpty)
        try #require(probe.binding).wrappedValue = nil
        window.advance(by: 1.0 / 60)
        #expect(!window.inputMethod.isActive)
    }
}
