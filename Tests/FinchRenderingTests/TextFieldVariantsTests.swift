import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

@MainActor
final class VariantValues {
    var number = 0
    var password = ""
    var notes = ""
}

private struct Variants: View {
    let values: VariantValues
    @State private var number = 42
    @State private var password = ""
    @State private var notes = ""
    @State private var locked = "locked"

    var body: some View {
        let _ = (values.number = number, values.password = password, values.notes = notes)
        VStack(alignment: .leading, spacing: 10) {
            TextField("Number", value: $number, format: .number).textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
            TextField("Notes", text: $notes, axis: .vertical).lineLimit(3).textFieldStyle(.roundedBorder)
            TextField("Locked", text: $locked).textFieldStyle(.roundedBorder).disabled(true)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("TextField variants: value and format, SecureField, vertical axis, disabled")
struct TextFieldVariantsTests {
    let size = CGSize(width: 320, height: 240)
    let returnKey: UInt32 = 0xff0d
    let tab: UInt32 = 0xff09

    func window() -> (TestWindow, VariantValues) {
        let values = VariantValues()
        let window = TestWindow(size: size) { Variants(values: values) }
        return (window, values)
    }

    func controller(_ window: TestWindow) -> TextEditingController? {
        window.graph.focusedTextInput as? TextEditingController
    }

    /// The rows' middles: 16 pt padding, 34-pt fields 10 pt apart (the notes field grows).
    func field(_ index: Int) -> CGPoint { CGPoint(x: 100, y: 16 + 17 + CGFloat(index) * 44) }

    @Test("A value field shows the value formatted; valid text sets it on Return, letters keep the last valid value")
    func valueAndFormat() throws {
        let (window, values) = window()
        window.tap(at: field(0))
        #expect(controller(window)?.buffer.text == "42")
        window.pressKey(0x61, modifiers: .control)
        window.type("1234")
        #expect(values.number == 42)
        window.pressKey(returnKey)
        #expect(values.number == 1234)
        #expect(controller(window)?.buffer.text == "1,234")
        window.pressKey(0x61, modifiers: .control)
        window.type("abc")
        window.pressKey(tab)
        #expect(values.number == 1234)
        window.tap(at: field(0))
        #expect(controller(window)?.buffer.text == "1,234")
    }

    @Test("A SecureField draws bullets and does not copy its text")
    func secure() throws {
        let (window, values) = window()
        window.clipboard?.setText("before")
        window.tap(at: field(1))
        window.type("hunter2")
        #expect(values.password == "hunter2")
        window.pressKey(0x61, modifiers: .control)
        window.pressKey(0x63, modifiers: .control)
        #expect(window.clipboard?.bytes == Array("before".utf8))
        #expect(!window.displayList.dump().contains("hunter2"))
        #expect(window.displayList.dump().contains("•••••••"))
    }

    @Test("A vertical field wraps and grows up to its line limit; Shift+Return breaks the line, Return does not")
    func verticalAxis() throws {
        let (window, values) = window()
        window.tap(at: field(2))
        let oneLine = try #require(controller(window)?.textNode?.frame.height)
        window.type("a note long enough to wrap onto the next line of the field")
        let wrapped = try #require(controller(window)?.textNode?.frame.height)
        #expect(abs(wrapped - oneLine * 2) <= 1)
        window.pressKey(returnKey, modifiers: .shift)
        window.type("x")
        window.pressKey(returnKey)
        window.type("y\ny\ny")
        let limited = try #require(controller(window)?.textNode?.frame.height)
        #expect(abs(limited - oneLine * 3) <= 1)
        #expect(values.notes.contains("\nx"))
        assertSnapshot(png: window.pngData(), named: "variants")
    }

    @Test("A disabled field takes no focus from a click and no text")
    func disabled() throws {
        let (window, _) = window()
        window.tap(at: field(3))
        #expect(window.graph.focusedTextInput == nil)
        #expect(!window.type("x"))
    }
}
