import Finch
import FinchTesting
import Foundation
import Testing

/// Each window has an undo manager in its environment; Ctrl+Z undoes with it and Ctrl+Shift+Z or
/// Ctrl+Y redo, unless a focused text field takes the key for its own undo.
@MainActor
@Suite("Undo keys: the window's undo manager through Ctrl+Z and Ctrl+Shift+Z")
struct UndoKeyTests {
    @MainActor
    final class Tally: ObservableObject {
        @Published var count = 0

        func increment(_ undoManager: UndoManager?) {
            set(count + 1, undoManager)
        }

        private func set(_ value: Int, _ undoManager: UndoManager?) {
            let old = count
            count = value
            undoManager?.registerUndo(withTarget: self) { tally in tally.set(old, undoManager) }
            undoManager?.setActionName("Increment")
        }
    }

    struct TallyView: View {
        @ObservedObject var tally: Tally
        @Environment(\.undoManager) var undoManager
        @State private var note = ""

        var body: some View {
            VStack {
                Text("Count \(tally.count)")
                Button("Increment") { tally.increment(undoManager) }
                Text(undoManager?.canUndo == true ? "Undo \(undoManager?.undoActionName ?? "")" : "No undo")
                Text(undoManager?.canRedo == true ? "Redo available" : "No redo")
                TextField("Note", text: $note).frame(width: 200)
            }
        }
    }

    static let keyZ: UInt32 = 0x7a
    static let keyY: UInt32 = 0x79

    func makeWindow(_ tally: Tally) -> TestWindow {
        TestWindow(size: CGSize(width: 300, height: 300)) { TallyView(tally: tally) }
    }

    func tapIncrement(_ window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: "Increment").first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test("Ctrl+Z undoes each tap's change; Ctrl+Shift+Z and Ctrl+Y redo; the labels follow")
    func undoRedoKeys() throws {
        let tally = Tally()
        let window = makeWindow(tally)
        #expect(window.frames(ofText: "No undo").count == 1)
        try tapIncrement(window)
        try tapIncrement(window)
        #expect(tally.count == 2)
        #expect(window.frames(ofText: "Undo Increment").count == 1)
        // Each tap was its own event, so its own group.
        #expect(window.pressKey(Self.keyZ, characters: "z", modifiers: .control))
        #expect(tally.count == 1)
        #expect(window.frames(ofText: "Redo available").count == 1)
        window.pressKey(Self.keyZ, characters: "z", modifiers: .control)
        #expect(tally.count == 0)
        #expect(window.frames(ofText: "No undo").count == 1)
        window.pressKey(Self.keyZ, characters: "Z", modifiers: [.control, .shift])
        #expect(tally.count == 1)
        window.pressKey(Self.keyY, characters: "y", modifiers: .control)
        #expect(tally.count == 2)
        #expect(window.frames(ofText: "No redo").count == 1)
        // Plain Z, or Alt+Z, is not the command.
        #expect(!window.pressKey(Self.keyZ, characters: "z"))
        #expect(tally.count == 2)
    }

    @Test("Two windows have two undo managers")
    func undoManagerPerWindow() throws {
        let tally = Tally()
        let first = makeWindow(tally)
        let second = makeWindow(tally)
        try tapIncrement(first)
        #expect(tally.count == 1)
        second.pressKey(Self.keyZ, characters: "z", modifiers: .control)
        #expect(tally.count == 1)
        first.pressKey(Self.keyZ, characters: "z", modifiers: .control)
        #expect(tally.count == 0)
    }

    @Test("A focused text field takes Ctrl+Z for its own typing; the window's undo waits")
    func textFieldKeepsItsUndo() throws {
        let tally = Tally()
        let window = makeWindow(tally)
        try tapIncrement(window)
        let field = try #require(window.frames(ofText: "Note").first)
        window.tap(at: CGPoint(x: field.midX, y: field.midY))
        #expect(window.type("ab"))
        #expect(window.frames(ofText: "ab").count == 1)
        window.pressKey(Self.keyZ, characters: "z", modifiers: .control)
        #expect(window.frames(ofText: "ab").isEmpty)
        #expect(tally.count == 1)
    }
}
