import Finch
import FinchTesting
import Foundation

/// Keys, typed text, input-method compositions, pastes and clicks, in any order, into a TextField and
/// a TextEditor of a headless window.
enum TextEditingFuzzer {
    /// The editing keys (GDK key values) and the letters of the shortcuts (select all, copy, cut,
    /// paste, undo, redo).
    static let keys: [UInt32] = [
        0xff51, 0xff52, 0xff53, 0xff54, 0xff50, 0xff57, 0xff55, 0xff56, 0xff08, 0xffff, 0xff0d, 0xff8d, 0xff1b,
        0xff09, 0xff63, 0xff96, 0xff9f, 0x61, 0x63, 0x78, 0x76, 0x7a, 0x5a, 0x79,
    ]
    static let modifierSets: [EventModifiers] = [[], .shift, .control, [.control, .shift], .option, .command]

    @MainActor static func run(_ data: Data) {
        var input = FuzzInput(data)
        let window = TestWindow(size: CGSize(width: 320, height: 240)) { EditingFields() }
        window.tap(at: CGPoint(x: 100, y: 30))
        var steps = 0
        while !input.isAtEnd, steps < 48 {
            steps += 1
            step(&input, in: window)
        }
        window.render()
        try? window.close()
    }

    @MainActor private static func step(_ input: inout FuzzInput, in window: TestWindow) {
        switch input.int(in: 0...7) {
        case 0, 1:
            let key = keys[input.int(in: 0...(keys.count - 1))]
            let modifiers = modifierSets[input.int(in: 0...(modifierSets.count - 1))]
            window.pressKey(key, modifiers: modifiers)
        case 2:
            window.type(input.text(input.int(in: 0...16)))
        case 3:
            let text = input.text(input.int(in: 0...8))
            _ = window.inputMethod.compose(text, cursor: input.int(in: -1...8))
        case 4:
            _ = window.inputMethod.commit(input.text(input.int(in: 0...8)))
        case 5:
            window.clipboard?.bytes = input.bytes(input.int(in: 0...32))
            window.pressKey(0x76, modifiers: .control)
        case 6:
            window.tap(at: CGPoint(x: input.int(in: 0...320), y: input.int(in: 0...240)))
        default:
            let from = CGPoint(x: input.int(in: 0...320), y: input.int(in: 0...240))
            window.drag(from: from, to: CGPoint(x: input.int(in: 0...320), y: input.int(in: 0...240)))
        }
    }
}

/// A one-line field above a multi-line editor, as forms put them.
private struct EditingFields: View {
    @State private var line = "Hello"
    @State private var note = "First line\nsecond"

    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: $line).textFieldStyle(.roundedBorder)
            TextEditor(text: $note).frame(height: 150)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}
