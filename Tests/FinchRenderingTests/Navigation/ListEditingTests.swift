import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// A list whose rows can be deleted and moved, with an Edit button, as SwiftUI's sample code writes it.
private struct Fruits: View {
    @State var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
    var rows = 5

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { fruits.remove(atOffsets: $0) }
                .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Fruits")
            .toolbar { EditButton() }
        }
    }
}

@MainActor
@Suite("Deleting and moving list rows")
struct ListEditingTests {
    static let size = CGSize(width: 390, height: 600)

    private func row(_ text: String, in window: TestWindow) throws -> CGRect {
        try #require(window.frames(ofText: text).first)
    }

    @Test("Swiping a row toward the leading side reveals Delete; tapping it deletes the row")
    func swipeToDelete() throws {
        let window = TestWindow(size: Self.size) { Fruits() }
        window.advance(by: 0)
        let banana = try row("Banana", in: window)
        window.drag(from: CGPoint(x: 300, y: banana.midY), to: CGPoint(x: 220, y: banana.midY))
        window.advance(by: 1)
        let delete = try row("Delete", in: window)
        // Open by the button's width (80 pt), at the card's trailing edge (16 pt margin).
        #expect(abs(delete.midY - banana.midY) < 1)
        #expect(abs((delete.midX) - (390 - 16 - 40)) < 1)
        // The row's text slid 80 pt along with it, out of the card's leading edge: no longer drawn.
        #expect(window.frames(ofText: "Banana").isEmpty)
        #expect(window.layoutFrames(ofText: "Banana").count == 1)
        assertSnapshot(png: window.pngData())
        window.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Banana").isEmpty)
        #expect(window.frames(ofText: "Delete").isEmpty)
        let cherry = try row("Cherry", in: window)
        #expect(abs(cherry.midY - banana.midY) < 1)
    }

    @Test("A short swipe snaps back; tapping an open row closes it")
    func swipeCancelled() throws {
        let window = TestWindow(size: Self.size) { Fruits() }
        window.advance(by: 0)
        let apple = try row("Apple", in: window)
        window.drag(from: CGPoint(x: 300, y: apple.midY), to: CGPoint(x: 280, y: apple.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Delete").isEmpty)
        #expect(try row("Apple", in: window).minX == apple.minX)
        window.drag(from: CGPoint(x: 300, y: apple.midY), to: CGPoint(x: 200, y: apple.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Delete").count == 1)
        window.tap(at: CGPoint(x: 100, y: apple.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Delete").isEmpty)
        #expect(window.frames(ofText: "Apple").count == 1)
    }

    @Test("A full swipe deletes the row when let go")
    func fullSwipe() throws {
        let window = TestWindow(size: Self.size) { Fruits() }
        window.advance(by: 0)
        let cherry = try row("Cherry", in: window)
        window.drag(from: CGPoint(x: 370, y: cherry.midY), to: CGPoint(x: 40, y: cherry.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Cherry").isEmpty)
        #expect(window.frames(ofText: "Date").count == 1)
    }

    @Test("A row swiped open, closed and deleted leaves nothing behind when the window closes")
    func swipedRowsLeaveNothing() throws {
        let window = TestWindow(size: Self.size) { Fruits() }
        window.advance(by: 0)
        let apple = try row("Apple", in: window)
        // Open and closed by a tap, then opened and deleted: each drawing of Delete links its button.
        window.drag(from: CGPoint(x: 300, y: apple.midY), to: CGPoint(x: 200, y: apple.midY))
        window.advance(by: 1)
        window.tap(at: CGPoint(x: 100, y: apple.midY))
        window.advance(by: 1)
        window.drag(from: CGPoint(x: 370, y: apple.midY), to: CGPoint(x: 40, y: apple.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Apple").isEmpty)
        try window.close()
    }

    @Test("A vertical drag over a deletable row scrolls the list instead of swiping it")
    func verticalDragScrolls() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 300)) {
            NavigationStack {
                List {
                    ForEach(0..<40, id: \.self) { Text("Row \($0)") }.onDelete { _ in }
                }
            }
        }
        window.advance(by: 0)
        let before = try row("Row 3", in: window)
        window.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 215, y: 150))
        window.advance(by: 2)
        let after = try row("Row 3", in: window)
        #expect(after.minY < before.minY - 50)
        #expect(after.minX == before.minX)
        #expect(window.frames(ofText: "Delete").isEmpty)
    }

    @Test("Edit mode shows delete circles; a circle reveals Delete, which deletes")
    func editModeDelete() throws {
        let window = TestWindow(size: Self.size) { Fruits() }
        window.advance(by: 0)
        let apple = try row("Apple", in: window)
        let edit = try row("Edit", in: window)
        window.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        window.advance(by: 1)
        let indented = try row("Apple", in: window)
        // The circle (22 pt) and the space after it (16 pt) push the text along.
        #expect(abs(indented.minX - (apple.minX + 38)) < 0.5)
        assertSnapshot(png: window.pngData())
        // The circle sits at the text's old place.
        window.tap(at: CGPoint(x: apple.minX + 11, y: apple.midY))
        window.advance(by: 1)
        let delete = try row("Delete", in: window)
        window.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Apple").isEmpty)
        #expect(window.frames(ofText: "Done").count == 1)
    }

    @Test("While a row is dragged by its handle, the rows it passes make way")
    func rowsMakeWay() throws {
        let window = TestWindow(size: Self.size) { Fruits() }
        window.advance(by: 0)
        let edit = try row("Edit", in: window)
        window.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        window.advance(by: 1)
        let apple = try row("Apple", in: window)
        let banana = try row("Banana", in: window)
        let cherry = try row("Cherry", in: window)
        let date = try row("Date", in: window)
        let handle = CGPoint(x: 390 - 16 - 16 - 11, y: apple.midY)
        // Held two rows down: Banana and Cherry move up a row, Date stays.
        window.send(.began, at: handle)
        window.send(.moved, at: CGPoint(x: handle.x, y: handle.y + 40))
        window.send(.moved, at: CGPoint(x: handle.x, y: handle.y + 88))
        window.advance(by: 1)
        #expect(abs(try row("Banana", in: window).midY - apple.midY) < 1)
        #expect(abs(try row("Cherry", in: window).midY - banana.midY) < 1)
        #expect(abs(try row("Date", in: window).midY - date.midY) < 1)
        #expect(abs(try row("Apple", in: window).midY - cherry.midY) < 1)
        window.send(.ended, at: CGPoint(x: handle.x, y: handle.y + 88))
        window.advance(by: 1)
        #expect(abs(try row("Apple", in: window).midY - cherry.midY) < 1)
        #expect(abs(try row("Banana", in: window).midY - apple.midY) < 1)
    }

    @Test("Dragging a reorder handle moves the row; Done leaves edit mode")
    func reorder() throws {
        let window = TestWindow(size: Self.size) { Fruits() }
        window.advance(by: 0)
        let edit = try row("Edit", in: window)
        window.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        window.advance(by: 1)
        let apple = try row("Apple", in: window)
        let cherry = try row("Cherry", in: window)
        // The handle: 22 pt wide, 16 pt in from the card's trailing edge.
        let handle = CGPoint(x: 390 - 16 - 16 - 11, y: apple.midY)
        window.drag(from: handle, to: CGPoint(x: handle.x, y: handle.y + (cherry.midY - apple.midY)))
        window.advance(by: 1)
        let order = ["Apple", "Banana", "Cherry", "Date"].map { (try? row($0, in: window).midY) ?? -1 }
        // Apple now after Cherry: Banana, Cherry, Apple, Date.
        #expect(order[1] < order[2] && order[2] < order[0] && order[0] < order[3])
        let done = try row("Done", in: window)
        window.tap(at: CGPoint(x: done.midX, y: done.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Edit").count == 1)
        let banana = try row("Banana", in: window)
        #expect(abs(banana.minX - 32) < 0.5)
    }
}

private struct Mail: View {
    @State var log: [String] = []

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                List {
                    ForEach(["Hello", "Invoice"], id: \.self) { subject in
                        Text(subject)
                            .swipeActions {
                                Button(role: .destructive) {
                                    log.append("trash \(subject)")
                                } label: {
                                    Label("Trash", systemImage: "trash")
                                }
                                Button {
                                    log.append("flag \(subject)")
                                } label: {
                                    Text("Flag")
                                }
                                .tint(.orange)
                            }
                            .swipeActions(edge: .leading, allowsFullSwipe: false) {
                                Button {
                                    log.append("read \(subject)")
                                } label: {
                                    Text("Read")
                                }.tint(.blue)
                            }
                    }
                    Text("Inset row").listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 0))
                }
                Text("Log: \(log.joined(separator: ", "))")
            }
        }
    }
}

@MainActor
@Suite("Swipe actions and row insets")
struct SwipeActionTests {
    static let size = CGSize(width: 390, height: 600)

    @Test("A swipe toward the leading side reveals the trailing actions, the first outermost; a tap runs one")
    func trailingActions() throws {
        let window = TestWindow(size: Self.size) { Mail() }
        window.advance(by: 0)
        let hello = try #require(window.frames(ofText: "Hello").first)
        window.drag(from: CGPoint(x: 300, y: hello.midY), to: CGPoint(x: 150, y: hello.midY))
        window.advance(by: 1)
        assertSnapshot(png: window.pngData())
        let trash = try #require(window.frames(ofText: "Trash").first)
        let flag = try #require(window.frames(ofText: "Flag").first)
        // Two 80-pt buttons at the card's trailing edge, Trash (the first) outermost.
        #expect(abs(trash.midX - (390 - 16 - 40)) < 1)
        #expect(abs(flag.midX - (390 - 16 - 120)) < 1)
        window.tap(at: CGPoint(x: flag.midX, y: flag.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Log: flag Hello").count == 1)
        // The row closed after the action.
        #expect(window.frames(ofText: "Flag").isEmpty)
        #expect(window.frames(ofText: "Hello").count == 1)
    }

    @Test("A full swipe runs the first action; a leading swipe shows the leading actions")
    func fullAndLeading() throws {
        let window = TestWindow(size: Self.size) { Mail() }
        window.advance(by: 0)
        let invoice = try #require(window.frames(ofText: "Invoice").first)
        window.drag(from: CGPoint(x: 370, y: invoice.midY), to: CGPoint(x: 30, y: invoice.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Log: trash Invoice").count == 1)
        window.drag(from: CGPoint(x: 60, y: invoice.midY), to: CGPoint(x: 200, y: invoice.midY))
        window.advance(by: 1)
        let read = try #require(window.frames(ofText: "Read").first)
        #expect(abs(read.midX - (16 + 40)) < 1)
        // No full swipe on the leading side: pulled all the way, it only opens.
        window.tap(at: CGPoint(x: 300, y: invoice.midY))
        window.advance(by: 1)
        window.drag(from: CGPoint(x: 30, y: invoice.midY), to: CGPoint(x: 370, y: invoice.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Log: trash Invoice").count == 1)
    }

    @Test("Rows whose swipe actions were shown and run leave nothing behind when the window closes")
    func swipedActionsLeaveNothing() throws {
        let window = TestWindow(size: Self.size) { Mail() }
        window.advance(by: 0)
        let hello = try #require(window.frames(ofText: "Hello").first)
        window.drag(from: CGPoint(x: 300, y: hello.midY), to: CGPoint(x: 150, y: hello.midY))
        window.advance(by: 1)
        let flag = try #require(window.frames(ofText: "Flag").first)
        window.tap(at: CGPoint(x: flag.midX, y: flag.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Log: flag Hello").count == 1)
        try window.close()
    }

    @Test("listRowInsets replaces the row's insets")
    func rowInsets() throws {
        let window = TestWindow(size: Self.size) { Mail() }
        window.advance(by: 0)
        let inset = try #require(window.frames(ofText: "Inset row").first)
        let hello = try #require(window.frames(ofText: "Hello").first)
        #expect(abs(inset.minX - (16 + 40)) < 0.5)
        #expect(abs(hello.minX - 32) < 0.5)
        // 20 above and below a 22-pt line: a 62-pt row after the two 44-pt ones.
        let invoice = try #require(window.frames(ofText: "Invoice").first)
        #expect(abs((inset.midY - invoice.midY) - (22 + 20 + 11)) <= 1)
    }
}

/// A list with its own edit mode set outside its `.toolbar` (CS193p's palette manager).
private struct OwnEditModeList: View {
    @State private var names = ["Apple", "Banana", "Cherry"]
    @State private var editMode = EditMode.inactive

    var body: some View {
        NavigationStack {
            List {
                ForEach(names, id: \.self) { Text($0) }
                    .onDelete { names.remove(atOffsets: $0) }
            }
            .navigationTitle("Fruit")
            .toolbar { EditButton() }
            .environment(\.editMode, $editMode)
        }
    }
}

@MainActor
@Suite("Toolbar items see the environment where their .toolbar is written")
struct ToolbarEnvironmentTests {
    @Test("An EditButton in the toolbar edits the list whose edit mode is set outside the .toolbar")
    func editButtonUsesListsEditMode() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { OwnEditModeList() }
        window.advance(by: 0)
        let apple = try #require(window.frames(ofText: "Apple").first)
        let edit = try #require(window.frames(ofText: "Edit").first)
        window.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Done").isEmpty)
        // The list's rows moved along for their delete circles.
        let indented = try #require(window.frames(ofText: "Apple").first)
        #expect(abs(indented.minX - (apple.minX + 38)) < 0.5)
    }
}
