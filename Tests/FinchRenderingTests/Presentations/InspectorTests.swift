import Finch
import FinchTesting
import Foundation
import Testing

private struct Inspected: View {
    @State var showsInspector = true
    var width: CGFloat?

    var body: some View {
        VStack {
            Text("Main content")
            Button("Toggle") { showsInspector.toggle() }
            Text(showsInspector ? "inspector on" : "inspector off")
        }
        .inspector(isPresented: $showsInspector) {
            if let width {
                Text("Inspector").inspectorColumnWidth(width)
            } else {
                Text("Inspector")
            }
        }
    }
}

@MainActor
@Suite("inspector: a trailing column in a regular window, a sheet in a compact one")
struct InspectorTests {
    private func tap(_ text: String, in window: TestWindow) {
        #expect(window.tap(onText: text))
        window.advance(by: 0.5)
        window.advance(by: 0)
    }

    @Test("Regular: a 320-pt column at the trailing edge, the content centred in what is left; it goes and comes back")
    func column() throws {
        let window = TestWindow(size: CGSize(width: 800, height: 500)) { Inspected() }
        window.advance(by: 0)
        let inspector = try #require(window.frames(ofText: "Inspector").first)
        let main = try #require(window.frames(ofText: "Main content").first)
        #expect(abs(inspector.midX - (800 - 160)) < 1)
        // The content's space is the window less the column and its 1-pt divider.
        #expect(abs(main.midX - (800 - 320 - 1) / 2) < 1)
        tap("Toggle", in: window)
        #expect(window.frames(ofText: "Inspector").isEmpty)
        let alone = try #require(window.frames(ofText: "Main content").first)
        #expect(abs(alone.midX - 400) < 1)
        tap("Toggle", in: window)
        #expect(window.frames(ofText: "Inspector").count == 1)
    }

    @Test("inspectorColumnWidth sets the column's width")
    func width() throws {
        let window = TestWindow(size: CGSize(width: 800, height: 500)) { Inspected(width: 200) }
        window.advance(by: 0)
        window.advance(by: 0)
        let inspector = try #require(window.frames(ofText: "Inspector").first)
        #expect(abs(inspector.midX - (800 - 100)) < 1)
    }

    @Test("Compact: a sheet, and dismissing it sets the binding to false")
    func sheet() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { Inspected() }
        window.advance(by: 0)
        window.advance(by: 1)
        let inspector = try #require(window.frames(ofText: "Inspector").first)
        // In the sheet's card, centred in the window's width.
        #expect(abs(inspector.midX - 195) < 1)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 1)
        window.advance(by: 0)
        #expect(window.frames(ofText: "Inspector").isEmpty)
        #expect(window.frames(ofText: "inspector off").count == 1)
    }
}

private struct Renaming: View {
    @State private var name = "Untitled"
    @State private var renames = 0
    @FocusState private var isEditing: Bool
    var usesFocus = false

    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($isEditing)
            Text(isEditing ? "editing" : "not editing")
            Text("renames \(renames)")
            if usesFocus {
                RenameButton().renameAction($isEditing)
            } else {
                RenameButton().renameAction { renames += 1 }
            }
            RenameButton()
        }
    }
}

@MainActor
@Suite("RenameButton calls the renameAction around it")
struct RenameButtonTests {
    @Test("A tap calls the action; a button with none around it is disabled")
    func action() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 500)) { Renaming() }
        window.advance(by: 0)
        let buttons = window.frames(ofText: "Rename").sorted { $0.minY < $1.minY }
        #expect(buttons.count == 2)
        window.tap(at: CGPoint(x: buttons[0].midX, y: buttons[0].midY))
        window.advance(by: 0)
        #expect(window.frames(ofText: "renames 1").count == 1)
        window.tap(at: CGPoint(x: buttons[1].midX, y: buttons[1].midY))
        window.advance(by: 0)
        #expect(window.frames(ofText: "renames 1").count == 1)
    }

    @Test("renameAction with a focus binding focuses the field")
    func focus() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 500)) { Renaming(usesFocus: true) }
        window.advance(by: 0)
        #expect(window.frames(ofText: "not editing").count == 1)
        let button = try #require(window.frames(ofText: "Rename").sorted { $0.minY < $1.minY }.first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        window.advance(by: 0)
        #expect(window.frames(ofText: "editing").count == 1)
    }
}
