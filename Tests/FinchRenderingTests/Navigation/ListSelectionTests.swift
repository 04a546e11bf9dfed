import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

private struct Planet: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let planets = ["Mercury", "Venus", "Earth", "Mars", "Jupiter"].enumerated().map {
    Planet(id: $0.offset, name: $0.element)
}

/// A selectable list of links, with the selection shown below it.
private struct Planets: View {
    @State var selected: Int?
    @State var names = planets

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                List(selection: $selected) {
                    ForEach(names) { planet in
                        NavigationLink(planet.name) { Text("About \(planet.name)") }
                    }
                    .onDelete { names.remove(atOffsets: $0) }
                }
                Text("Selected: \(selected.map(String.init) ?? "none")")
            }
        }
    }
}

private struct Crew: View {
    @State var chosen: Set<String> = []

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                List(["Ada", "Grace", "Linus"], id: \.self, selection: $chosen) { name in
                    Text(name)
                }
                Text("Chosen: \(chosen.sorted().joined(separator: ","))")
            }
            .toolbar { EditButton() }
        }
    }
}

@MainActor
@Suite("List selection, with the pointer and the keyboard")
struct ListSelectionTests {
    static let size = CGSize(width: 390, height: 600)
    static let down: UInt32 = 0xff54
    static let up: UInt32 = 0xff52
    static let returnKey: UInt32 = 0xff0d
    static let delete: UInt32 = 0xffff

    private func point(of text: String, in window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: text).first)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("Arrow keys move the selection in the focused list; Return opens the selected link")
    func keyboard() throws {
        let window = TestWindow(size: Self.size) { Planets() }
        window.advance(by: 0)
        // Tab gives the list focus; Down selects the first row, then the next.
        #expect(window.pressKey(0xff09))
        #expect(window.pressKey(Self.down))
        window.advance(by: 0)
        #expect(window.frames(ofText: "Selected: 0").count == 1)
        window.pressKey(Self.down)
        window.pressKey(Self.down)
        window.pressKey(Self.up)
        window.advance(by: 0)
        #expect(window.frames(ofText: "Selected: 1").count == 1)
        assertSnapshot(png: window.pngData())
        #expect(window.pressKey(Self.returnKey))
        window.advance(by: 1)
        #expect(window.frames(ofText: "About Venus").count == 1)
        // Escape comes back to the list, the selection kept.
        window.pressKey(0xff1b)
        window.advance(by: 1)
        #expect(window.frames(ofText: "About Venus").isEmpty)
        #expect(window.frames(ofText: "Selected: 1").count == 1)
    }

    @Test("The selection stops at the ends; Delete deletes the selected row")
    func endsAndDelete() throws {
        let window = TestWindow(size: Self.size) { Planets() }
        window.advance(by: 0)
        window.pressKey(0xff09)
        window.pressKey(Self.up)
        window.advance(by: 0)
        // Up with nothing selected selects the last row; Down past it stays there.
        #expect(window.frames(ofText: "Selected: 4").count == 1)
        window.pressKey(Self.down)
        window.advance(by: 0)
        #expect(window.frames(ofText: "Selected: 4").count == 1)
        #expect(window.pressKey(Self.delete))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Jupiter").isEmpty)
        #expect(window.frames(ofText: "Mars").count == 1)
    }

    @Test("A multiple selection: edit mode's check circles, a click toggles a row")
    func multiple() throws {
        let window = TestWindow(size: Self.size) { Crew() }
        window.advance(by: 0)
        window.tap(at: try point(of: "Edit", in: window))
        window.advance(by: 1)
        window.tap(at: try point(of: "Ada", in: window))
        window.tap(at: try point(of: "Linus", in: window))
        window.advance(by: 0)
        #expect(window.frames(ofText: "Chosen: Ada,Linus").count == 1)
        assertSnapshot(png: window.pngData())
        window.tap(at: try point(of: "Ada", in: window))
        window.advance(by: 0)
        #expect(window.frames(ofText: "Chosen: Linus").count == 1)
    }

    @Test("Moving the selection past the visible rows scrolls the list to it")
    func scrollsToSelection() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 300)) {
            List(0..<100, id: \.self, selection: .constant(Optional<Int>.none)) { Text("Row \($0)") }
        }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Row 20").isEmpty)
        #expect(window.pressKey(0xff09))
        #expect(window.pressKey(Self.up))
        window.advance(by: 1)
        // A constant binding keeps nothing selected, so Up goes to the last row each time.
        #expect(window.frames(ofText: "Row 99").count == 1)
    }
}
