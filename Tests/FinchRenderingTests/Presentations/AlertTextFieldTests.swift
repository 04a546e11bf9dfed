import Finch
import FinchTesting
import Foundation
import Testing

/// What the alerts' buttons and fields did, for the tests to read.
@MainActor
private final class FieldLog {
    var events: [String] = []
    var name: Binding<String>?
    var password: Binding<String>?
    var isPresented: Binding<Bool>?
}

/// A to-do list's "New Item" alert: a field, a secure field, Cancel and Add.
private struct NewItemAlert: View {
    let log: FieldLog
    var withPassword = true
    @State private var isPresented = true
    @State private var name = ""
    @State private var password = ""

    var body: some View {
        let _ = (log.name = $name, log.password = $password, log.isPresented = $isPresented)
        Text("name: \(name)")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.white)
            .alert("New Item", isPresented: $isPresented) {
                TextField("Name", text: $name)
                if withPassword { SecureField("Password", text: $password) }
                Button("Cancel", role: .cancel) { log.events.append("cancel") }
                Button("Add") { log.events.append("add \(name)") }
            } message: {
                Text("Enter a name")
            }
    }
}

/// The same alert without its fields, to measure how much the card grows.
private struct NoFieldAlert: View {
    @State private var isPresented = true

    var body: some View {
        Color.white
            .alert("New Item", isPresented: $isPresented) {
                Button("Cancel", role: .cancel) {}
                Button("Add") {}
            } message: {
                Text("Enter a name")
            }
    }
}

/// Buttons and fields mixed, fields under a modifier and in a `ForEach`; two buttons that act, so
/// Return alone is ambiguous and reaches the field.
private struct MixedAlert: View {
    let log: FieldLog
    @State private var isPresented = true
    @State private var first = ""
    @State private var second = ""

    var body: some View {
        let _ = (log.name = $first, log.password = $second, log.isPresented = $isPresented)
        Color.white
            .alert("Sign In", isPresented: $isPresented) {
                Button("Keep") { log.events.append("keep") }
                TextField("First", text: $first).onSubmit { log.events.append("submit \(first)") }
                Button("Replace") { log.events.append("replace") }
                ForEach(["Second"], id: \.self) { title in
                    TextField(title, text: $second)
                }
            }
    }
}

/// `alert(_:isPresented:presenting:actions:message:)` with a field.
private struct RenameAlert: View {
    let log: FieldLog
    @State private var isPresented = true
    @State private var newName = ""
    let file: String? = "notes.txt"

    var body: some View {
        Color.white
            .alert("Rename", isPresented: $isPresented, presenting: file) { file in
                TextField("New name", text: $newName)
                Button("Cancel", role: .cancel) {}
                Button("Rename") { log.events.append("rename \(file) to \(newName)") }
            } message: { file in
                Text("Give \(file) a new name.")
            }
    }
}

/// A confirmation dialog given a field: iOS's action sheets have none, so it is left out.
private struct DialogWithField: View {
    @State private var isPresented = true
    @State private var text = ""

    var body: some View {
        Color.white
            .confirmationDialog("Options", isPresented: $isPresented) {
                TextField("Ignored", text: $text)
                Button("Share") {}
            }
    }
}

@MainActor
@Suite("Alerts with text fields: stacked above the buttons, the first focused, typed into, read by the actions")
struct AlertTextFieldTests {
    let size = CGSize(width: 320, height: 480)
    let tab: UInt32 = 0xff09
    let returnKey: UInt32 = 0xff0d
    let escape: UInt32 = 0xff1b

    private func frame(of text: String, in window: TestWindow) throws -> CGRect {
        try #require(window.frames(ofText: text).first)
    }

    @Test("Fields are 30 pt tall, 8 pt apart, their text 23 pt in from the card's side; the card grows for them")
    func layout() throws {
        let window = TestWindow(size: size) { NewItemAlert(log: FieldLog()) }
        window.advance(by: 0.5)
        let message = try frame(of: "Enter a name", in: window)
        let name = try frame(of: "Name", in: window)
        let password = try frame(of: "Password", in: window)
        let cancel = try frame(of: "Cancel", in: window)
        let add = try frame(of: "Add", in: window)
        // The card is 270 pt wide and centred: its leading edge at 25; fields 16 pt in, text 7 more.
        #expect(abs(name.minX - (25 + 16 + 7)) < 1)
        #expect(abs(password.minX - name.minX) < 0.5)
        // The placeholders are centred in their 30-pt boxes, 8 pt apart.
        #expect(abs(password.midY - name.midY - (30 + 8)) < 0.5)
        // 19 pt under the message to the first box, 16 pt under the last box to the hairline (1 pt at
        // this scale), then 44-pt buttons, side by side as before.
        #expect(abs(name.midY - (message.maxY + 19 + 15)) < 1)
        #expect(abs(cancel.midY - (password.midY + 15 + 16 + 1 + 22)) < 1)
        #expect(abs(cancel.midY - add.midY) < 0.5)
        #expect(cancel.midX < add.midX)
        // The boxes: 238 × 30 (the card's 270 less 16 pt either side), white, a hairline border; the
        // card (19 + 21 + 2 + 16 + 19 of text, 30 + 8 + 30 + 16 of fields, a 1-pt hairline, 44 of
        // buttons) is 206 pt tall, centred in the 480-pt window. The fields' text is 13 pt.
        let dump = window.displayList.dump()
        #expect(dump.contains("fill (25,137,270,206)"))
        #expect(dump.contains("fill (41,214,238,30)[14] #ffffffff"))
        #expect(dump.contains("stroke (41.5,214.5,237,29)[14] #00000033 width 1"))
        #expect(dump.contains("fill (41,252,238,30)[14] #ffffffff"))
        #expect(dump.contains("\"Name\" Inter 13"))
        // The card is 84 pt taller than without fields, so its title, the card still centred, sits
        // 42 pt higher.
        let plain = TestWindow(size: size) { NoFieldAlert() }
        plain.advance(by: 0.5)
        let title = try frame(of: "New Item", in: window)
        let plainTitle = try frame(of: "New Item", in: plain)
        #expect(abs(plainTitle.minY - title.minY - 42) < 1)
        #expect(!window.needsFrame)
    }

    @Test("Golden: an alert with a text field and a secure field, the first focused with text typed")
    func golden() {
        let window = TestWindow(size: size) { NewItemAlert(log: FieldLog()) }
        window.advance(by: 0.5)
        window.type("Milk")
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "fields")
    }

    @Test("The first field has focus when the alert appears: typing goes into it and updates its binding")
    func typing() {
        let log = FieldLog()
        let window = TestWindow(size: size) { NewItemAlert(log: log) }
        window.advance(by: 0.5)
        #expect(window.type("Milk"))
        #expect(log.name?.wrappedValue == "Milk")
        #expect(log.password?.wrappedValue == "")
        #expect(!window.frames(ofText: "name: Milk").isEmpty)
        #expect(window.graph.isPresentingSheet)
    }

    @Test("Tab moves to the next field; a secure field shows bullets")
    func tabToNextField() {
        let log = FieldLog()
        let window = TestWindow(size: size) { NewItemAlert(log: log) }
        window.advance(by: 0.5)
        window.type("Milk")
        #expect(window.pressKey(tab))
        #expect(window.type("pw"))
        #expect(log.name?.wrappedValue == "Milk")
        #expect(log.password?.wrappedValue == "pw")
        #expect(!window.frames(ofText: "••").isEmpty)
        #expect(window.frames(ofText: "pw").isEmpty)
    }

    @Test("A tapped button dismisses the alert, then runs its action, which reads the typed text")
    func buttonReadsText() throws {
        let log = FieldLog()
        let window = TestWindow(size: size) { NewItemAlert(log: log) }
        window.advance(by: 0.5)
        window.type("Milk")
        let add = try frame(of: "Add", in: window)
        window.tap(at: CGPoint(x: add.midX, y: add.midY))
        #expect(log.events == ["add Milk"])
        #expect(log.isPresented?.wrappedValue == false)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "New Item").isEmpty)
        #expect(!window.graph.isPresentingSheet)
    }

    @Test("Return in a field takes the alert's default button (as a UIKit alert's Return); Escape cancels")
    func returnAndEscape() {
        let log = FieldLog()
        let window = TestWindow(size: size) { NewItemAlert(log: log, withPassword: false) }
        window.advance(by: 0.5)
        window.type("Eggs")
        #expect(window.pressKey(returnKey))
        #expect(log.events == ["add Eggs"])
        #expect(log.isPresented?.wrappedValue == false)
        window.advance(by: 0.5)
        log.isPresented?.wrappedValue = true
        window.advance(by: 0.5)
        // Shown again, the first field has focus again; Escape cancels even while it is edited.
        #expect(window.type("x"))
        #expect(window.pressKey(escape))
        #expect(log.events == ["add Eggs", "cancel"])
    }

    @Test("Fields mixed among buttons go in the field area in order; with no default button Return submits the field")
    func mixedOrder() throws {
        let log = FieldLog()
        let window = TestWindow(size: size) { MixedAlert(log: log) }
        window.advance(by: 0.5)
        let first = try frame(of: "First", in: window)
        let second = try frame(of: "Second", in: window)
        let keep = try frame(of: "Keep", in: window)
        #expect(first.midY < second.midY && second.midY < keep.midY)
        // Two buttons that do not cancel, side by side under the fields in the order written.
        let replace = try frame(of: "Replace", in: window)
        #expect(keep.midX < replace.midX)
        window.type("a")
        // Keep and Replace both act: Return reaches the field, whose onSubmit (applied again in the
        // alert) runs; the alert stays up.
        #expect(window.pressKey(returnKey))
        #expect(log.events == ["submit a"])
        #expect(log.isPresented?.wrappedValue == true)
        #expect(window.pressKey(tab))
        window.type("b")
        #expect(log.name?.wrappedValue == "a")
        #expect(log.password?.wrappedValue == "b")
    }

    @Test("A tap on a field's box focuses that field")
    func tapFocuses() throws {
        let log = FieldLog()
        let window = TestWindow(size: size) { NewItemAlert(log: log) }
        window.advance(by: 0.5)
        let password = try frame(of: "Password", in: window)
        // In the box's top margin, above the field's text (the box is 30 pt, the text 16).
        window.tap(at: CGPoint(x: password.midX, y: password.minY - 4))
        window.type("pw")
        #expect(log.password?.wrappedValue == "pw")
        #expect(log.name?.wrappedValue == "")
    }

    @Test("alert(presenting:) shows a field too; the action sees both the data and the typed text")
    func presenting() throws {
        let log = FieldLog()
        let window = TestWindow(size: size) { RenameAlert(log: log) }
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "New name").isEmpty)
        #expect(window.type("todo.txt"))
        // The title and the button are both "Rename": the button is the lower one.
        #expect(window.frames(ofText: "Rename").count == 2)
        let button = try #require(window.frames(ofText: "Rename").max { $0.midY < $1.midY })
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(log.events == ["rename notes.txt to todo.txt"])
    }

    @Test("A confirmation dialog shows no text field (iOS's action sheets have none)")
    func dialogHasNoField() {
        let window = TestWindow(size: size) { DialogWithField() }
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Share").isEmpty)
        #expect(window.frames(ofText: "Ignored").isEmpty)
        #expect(!window.type("x"))
    }
}
