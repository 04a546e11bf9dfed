import Finch
import FinchTesting
import Testing

/// A list with a selection keeps a keyboard (Up, Down, Return, Delete) in its state, and the keyboard
/// keeps the list's current rows. The rows once held the keyboard strongly back: the two kept each other,
/// and the selection binding's state, after the window closed (found by the monkey, `make monkey`, in
/// the navigation example's Tasks tab).
@MainActor
@Suite("A selectable list leaves nothing behind")
struct SelectableListLifetimeTests {
    private struct Tasks: View {
        let multiple: Bool
        @State private var tasks = ["Buy film", "Call the ranger", "Pack the tent"]
        @State private var selected: String?
        @State private var chosen: Set<String> = []

        var body: some View {
            NavigationStack {
                if multiple {
                    List(selection: $chosen) { rows }
                } else {
                    List(selection: $selected) { rows }
                }
            }
        }

        private var rows: some View {
            ForEach(tasks, id: \.self) { Text($0) }
                .onDelete { tasks.remove(atOffsets: $0) }
        }
    }

    @Test("Closing a window with a selectable list frees every state", arguments: [false, true])
    func closes(multiple: Bool) throws {
        let window = TestWindow(size: CGSize(width: 390, height: 500)) { Tasks(multiple: multiple) }
        // A click selects a row and gives the list keyboard focus; Down moves the selection.
        guard let row = window.frames(ofText: "Call the ranger").first else {
            Issue.record("the row is not drawn")
            return
        }
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.pressKey(0xff54)
        window.advance(by: 1)
        #expect(window.liveNodeCount == window.treeNodeCount)
        try window.close()
    }
}
