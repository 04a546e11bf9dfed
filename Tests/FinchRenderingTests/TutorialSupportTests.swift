import Finch
import FinchTesting
import Foundation
import Testing

/// What the Landmarks tutorial needed of Finch beyond its views: an edit mode in a sheet, animated
/// bindings, dates in text, icon-only labels in bars, and the preview and safe-area modifiers.
@MainActor
@Suite("Tutorial support: sheet edit mode, Binding.animation, Text(date:style:), bar labels")
struct TutorialSupportTests {
    private struct EditModeReader: View {
        @Environment(\.editMode) private var editMode

        var body: some View {
            VStack {
                EditButton()
                Text(editMode?.wrappedValue == .active ? "editing" : "not editing")
            }
        }
    }

    private struct SheetHost: View {
        @State private var shown = true

        var body: some View {
            Color.white.sheet(isPresented: $shown) { EditModeReader() }
        }
    }

    @Test("A sheet's content has an edit mode of its own, so EditButton works outside a navigation stack")
    func editModeInSheet() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { SheetHost() }
        window.advance(by: 1)
        #expect(!window.frames(ofText: "not editing").isEmpty)
        let edit = try #require(window.frames(ofText: "Edit").first)
        window.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "editing").isEmpty)
        #expect(!window.frames(ofText: "Done").isEmpty)
    }

    private struct AnimatedBinding: View {
        @State private var moved = false

        var body: some View {
            VStack(alignment: .leading) {
                Text("Box").offset(x: moved ? 100 : 0)
                Button("Move") { $moved.animation(.linear(duration: 1)).wrappedValue = true }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    @Test("A write through binding.animation(_:) animates: half-way after half the duration")
    func bindingAnimation() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 200)) { AnimatedBinding() }
        let start = try #require(window.frames(ofText: "Box").first)
        let move = try #require(window.frames(ofText: "Move").first)
        window.tap(at: CGPoint(x: move.midX, y: move.midY))
        window.advance(by: 0.5)
        let middle = try #require(window.frames(ofText: "Box").first)
        #expect(abs(middle.minX - start.minX - 50) < 5)
        window.advance(by: 1)
        let end = try #require(window.frames(ofText: "Box").first)
        #expect(end.minX - start.minX == 100)
    }

    @Test("Text(date, style: .date) writes the long date; .time the hour and minute")
    func dateText() {
        // Noon UTC: the same day in any time zone within eleven hours of UTC.
        let date = Date(timeIntervalSince1970: 1_779_969_600)
        let window = TestWindow(size: CGSize(width: 300, height: 100)) {
            VStack {
                Text("Goal Date: ") + Text(date, style: .date)
                Text(date, style: .time)
            }
        }
        #expect(!window.frames(ofText: "Goal Date: May 28, 2026").isEmpty)
        let formatter = DateFormatter()
        formatter.dateFormat = "h:mm a"
        #expect(!window.frames(ofText: formatter.string(from: date)).isEmpty)
    }

    private struct BarLabel: View {
        var body: some View {
            NavigationStack {
                Label("Outside the bar", systemImage: "star")
                    .navigationTitle("Title")
                    .toolbar {
                        Button {
                        } label: {
                            Label("User Profile", systemImage: "person.crop.circle")
                        }
                    }
            }
        }
    }

    @Test("A Label in a bar shows its icon only; elsewhere its title too")
    func barLabel() {
        let window = TestWindow(size: CGSize(width: 390, height: 300)) { BarLabel() }
        #expect(window.frames(ofText: "User Profile").isEmpty)
        #expect(!window.frames(ofText: "Outside the bar").isEmpty)
    }

    @Test("Links scrolling inside a list row draw no chevron: their labels sit side by side")
    func linksInRowScroll() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 300)) {
            NavigationStack {
                List {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            NavigationLink("First") { Text("one") }
                            NavigationLink("Second") { Text("two") }
                        }
                    }
                }
            }
        }
        let first = try #require(window.frames(ofText: "First").first)
        let second = try #require(window.frames(ofText: "Second").first)
        #expect(second.minX - first.maxX < 1)
    }

    @Test("previewLayout, previewDisplayName, previewDevice and ignoresSafeArea leave the layout as it is")
    func noOpModifiers() throws {
        func frame<V: View>(_ view: V) throws -> CGRect {
            let window = TestWindow(size: CGSize(width: 300, height: 200)) { view }
            return try #require(window.frames(ofText: "Hello").first)
        }
        let plain = try frame(Text("Hello"))
        #expect(try frame(Text("Hello").previewLayout(.fixed(width: 300, height: 70))) == plain)
        #expect(try frame(Text("Hello").previewDisplayName("x").previewDevice("iPhone 15")) == plain)
        #expect(try frame(Text("Hello").ignoresSafeArea(edges: .top)) == plain)
        #expect(try frame(Text("Hello").edgesIgnoringSafeArea(.all)) == plain)
    }
}
