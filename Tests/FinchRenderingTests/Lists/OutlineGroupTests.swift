import Finch
import FinchTesting
import Foundation
import Testing

/// A file tree, as the examples of `List(_:children:)` show it: folders hold an array (maybe empty),
/// files nil.
private struct FileItem: Identifiable, Hashable {
    let name: String
    var children: [FileItem]? = nil
    var id: String { name }
}

private let tree = [
    FileItem(
        name: "Documents",
        children: [
            FileItem(name: "Letters", children: [FileItem(name: "to-ada.txt")]),
            FileItem(name: "notes.md"),
        ]),
    FileItem(name: "Photos", children: []),
    FileItem(name: "todo.txt"),
]

/// A selectable outline, with the selection shown under it.
private struct SelectableTree: View {
    @State var selected: String?

    var body: some View {
        VStack(spacing: 0) {
            List(tree, children: \.children, selection: $selected) { item in Text(item.name) }
            Text("Selected: \(selected ?? "none")")
        }
    }
}

@MainActor
@Suite("OutlineGroup and List(_:children:): a row per element, parents collapsed until their chevron is tapped")
struct OutlineGroupTests {
    let size = CGSize(width: 390, height: 420)

    /// The middle of the chevron on the row of `text`: at the row's trailing end, where nothing else is.
    private func chevron(of text: String, in window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: text).first)
        return CGPoint(x: size.width - 40, y: frame.midY)
    }

    private func shown(_ names: [String], in window: TestWindow) -> [Bool] {
        names.map { !window.frames(ofText: $0).isEmpty }
    }

    @Test("Collapsed at first: only the top level; a tap on a chevron shows that parent's children, another hides them")
    func expands() throws {
        let window = TestWindow(size: size) { List(tree, children: \.children) { Text($0.name) } }
        let all = ["Documents", "Letters", "to-ada.txt", "notes.md", "Photos", "todo.txt"]
        #expect(shown(all, in: window) == [true, false, false, false, true, true])
        window.tap(at: try chevron(of: "Documents", in: window))
        window.advance(by: 0.5)
        #expect(shown(all, in: window) == [true, true, false, true, true, true])
        // The children follow their parent, indented a level.
        let documents = try #require(window.frames(ofText: "Documents").first)
        let letters = try #require(window.frames(ofText: "Letters").first)
        let photos = try #require(window.frames(ofText: "Photos").first)
        #expect(letters.minX == documents.minX + 20)
        #expect(letters.minY > documents.minY && letters.minY < photos.minY)
        window.tap(at: try chevron(of: "Letters", in: window))
        window.advance(by: 0.5)
        #expect(shown(all, in: window) == [true, true, true, true, true, true])
        let file = try #require(window.frames(ofText: "to-ada.txt").first)
        #expect(file.minX == documents.minX + 40)
        window.tap(at: try chevron(of: "Documents", in: window))
        window.advance(by: 0.5)
        #expect(shown(all, in: window) == [true, false, false, false, true, true])
        // Reopened, the inner folder kept its expansion.
        window.tap(at: try chevron(of: "Documents", in: window))
        window.advance(by: 0.5)
        #expect(shown(all, in: window) == [true, true, true, true, true, true])
    }

    @Test("Only parents have a chevron: a leaf's trailing end does nothing, and an empty folder opens to nothing")
    func leaves() throws {
        let window = TestWindow(size: size) { List(tree, children: \.children) { Text($0.name) } }
        let before = window.displayList.dump()
        window.tap(at: try chevron(of: "todo.txt", in: window))
        window.advance(by: 0.5)
        #expect(window.displayList.dump() == before)
        window.tap(at: try chevron(of: "Photos", in: window))
        window.advance(by: 0.5)
        // Photos' chevron turned; no row was added.
        #expect(window.displayList.dump() != before)
        #expect(window.frames(ofText: "Letters").isEmpty)
        #expect(window.frames(ofText: "todo.txt").count == 1)
    }

    @Test("An OutlineGroup inside a List's Section is rows too, and a tap on a row selects it by its id")
    func selection() throws {
        let window = TestWindow(size: size) { SelectableTree() }
        window.tap(at: try chevron(of: "Documents", in: window))
        window.advance(by: 0.5)
        let notes = try #require(window.frames(ofText: "notes.md").first)
        window.tap(at: CGPoint(x: notes.midX, y: notes.midY))
        window.advance(by: 0.1)
        #expect(window.frames(ofText: "Selected: notes.md").count == 1)
        // Several selected, identified by a key path.
        var chosen: Set<String> = []
        let byName = TestWindow(size: size) {
            List(
                tree, id: \.name, children: \.children,
                selection: Binding(get: { chosen }, set: { chosen = $0 })
            ) { Text($0.name) }
        }
        let todo = try #require(byName.frames(ofText: "todo.txt").first)
        byName.tap(at: CGPoint(x: todo.midX, y: todo.midY))
        byName.advance(by: 0.1)
        #expect(chosen == ["todo.txt"])
        let inSection = TestWindow(size: size) {
            List {
                Section("Files") {
                    OutlineGroup(tree, children: \.children) { Text($0.name) }
                }
            }
        }
        #expect(inSection.frames(ofText: "Letters").isEmpty)
        inSection.tap(at: try chevron(of: "Documents", in: inSection))
        inSection.advance(by: 0.5)
        #expect(inSection.frames(ofText: "Letters").count == 1)
    }

    @Test("Outside a list, each parent is a DisclosureGroup: its label opens it")
    func outsideList() throws {
        let window = TestWindow(size: size) {
            VStack { OutlineGroup(tree[0], children: \.children) { Text($0.name) } }.padding()
        }
        #expect(window.frames(ofText: "Letters").isEmpty)
        let documents = try #require(window.frames(ofText: "Documents").first)
        window.tap(at: CGPoint(x: documents.midX, y: documents.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Letters").count == 1)
        #expect(window.frames(ofText: "to-ada.txt").isEmpty)
    }

    @Test("The look: chevrons in the tint at the rows' trailing ends, turned down on the open parent")
    func looks() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 320)) {
            List(tree, children: \.children) { item in
                Label(item.name, systemImage: item.children == nil ? "doc.text" : "folder")
            }
        }
        window.tap(at: try chevron(of: "Documents", in: window))
        window.advance(by: 0.5)
        #expect(window.displayList.dump().contains("#007aff"))
        assertSnapshot(png: window.pngData(), named: "expanded")
    }
}
