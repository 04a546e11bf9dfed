import Finch
import FinchTesting
import Foundation
import Testing

/// iOS's search presentation on a navigation page: while the field has the focus, the bar (its title, its
/// back button, its items) and the large title slide away over 0.3 s and the field sits at the top of the
/// page with Cancel; Cancel brings them back.
@MainActor
@Suite("A search on a navigation page slides the bar away while the field has the focus")
struct SearchActivationTests {
    struct Cities: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("City \($0)") }
                    .searchable(text: $query, prompt: "Find a city")
                    .navigationTitle("Cities")
                    .toolbar { Button("Add") {} }
            }
        }
    }

    private static let size = CGSize(width: 390, height: 600)

    private func focus(_ prompt: String, in window: TestWindow) throws -> CGRect {
        let field = try #require(window.frames(ofText: prompt).first)
        window.tap(at: CGPoint(x: field.midX, y: field.midY))
        return field
    }

    @Test("Focused, the title and the bar's items go and the field moves to the top; Cancel brings them back")
    func slidesAway() throws {
        let window = TestWindow(size: Self.size) { Cities() }
        window.advance(by: 0.5)
        let atRest = try #require(window.frames(ofText: "City 0").first)
        let rest = try focus("Find a city", in: window)
        // Halfway through the 0.3-s slide the field is between where it was and the top.
        window.advance(by: 0.15)
        let moving = try #require(window.frames(ofText: "Find a city").first)
        #expect(moving.minY < rest.minY - 10 && moving.minY > 8, "moving: \(rest.minY) → \(moving.minY)")
        window.advance(by: 0.35)
        let top = try #require(window.frames(ofText: "Find a city").first)
        // The field block's 8-pt top padding, the 36-pt field's text centred in it.
        #expect(abs(top.midY - (8 + 18)) < 2, "at the top: \(top)")
        #expect(window.frames(ofText: "Cities").isEmpty, "no large title")
        #expect(window.frames(ofText: "Add").isEmpty, "the bar's items go with it")
        #expect(!window.frames(ofText: "Cancel").isEmpty)
        // The rows moved up by the bar's and the title's room (44 + 52 pt).
        let row = try #require(window.frames(ofText: "City 0").first)
        #expect(abs(row.minY - (atRest.minY - 96)) < 1, "rows: \(atRest.minY) → \(row.minY)")

        let cancel = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        window.advance(by: 0.5)
        let back = try #require(window.frames(ofText: "Find a city").first)
        #expect(abs(back.minY - rest.minY) < 1)
        #expect(!window.frames(ofText: "Cities").isEmpty)
        #expect(!window.frames(ofText: "Add").isEmpty)
        #expect(window.frames(ofText: "Cancel").isEmpty)
    }

    @Test("While presented the field stays at the top and the list scrolls under it")
    func pinnedWhileScrolling() throws {
        let window = TestWindow(size: Self.size) { Cities() }
        _ = try focus("Find a city", in: window)
        window.advance(by: 0.5)
        let top = try #require(window.frames(ofText: "Find a city").first)
        _ = window.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 200))
        window.advance(by: 0.5)
        let after = try #require(window.frames(ofText: "Find a city").first)
        #expect(abs(after.minY - top.minY) < 0.5, "pinned: \(top.minY) → \(after.minY)")
        #expect(window.frames(ofText: "City 0").isEmpty || window.frames(ofText: "City 0")[0].maxY < top.maxY + 20)
        assertSnapshot(png: window.pngData(), named: "pinned")
    }

    @Test("On a pushed page the back button goes while searching and comes back after")
    func pushedPage() throws {
        struct Pushed: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") {
                        List(["Oslo", "Rome"], id: \.self) { Text($0) }
                            .searchable(text: $query, prompt: "Find")
                            .navigationTitle("Places")
                    }
                    .navigationTitle("Home")
                }
            }
        }
        let window = TestWindow(size: Self.size) { Pushed() }
        let link = try #require(window.frames(ofText: "Open").first)
        window.tap(at: CGPoint(x: link.midX, y: link.midY))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Home").isEmpty, "the back button's title")
        _ = try focus("Find", in: window)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Home").isEmpty)
        #expect(window.frames(ofText: "Places").isEmpty)
        let cancel = try #require(window.frames(ofText: "Cancel").first)
        window.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Home").isEmpty)
    }

    @Test("Outside a navigation stack the field stays where it is")
    func plainView() throws {
        struct Plain: View {
            @State private var query = ""
            var body: some View {
                List(["Oslo", "Rome"], id: \.self) { Text($0) }
                    .searchable(text: $query, prompt: "Find")
            }
        }
        let window = TestWindow(size: Self.size) { Plain() }
        let rest = try focus("Find", in: window)
        window.advance(by: 0.5)
        let focused = try #require(window.frames(ofText: "Find").first)
        #expect(abs(focused.minY - rest.minY) < 0.5)
        #expect(!window.frames(ofText: "Cancel").isEmpty)
    }
}
