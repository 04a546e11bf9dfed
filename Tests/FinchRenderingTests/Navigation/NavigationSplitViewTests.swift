import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

private let parks = ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"]

/// The Landmarks tutorial's later shape: a sidebar list of links and a placeholder detail.
private struct Parks: View {
    var body: some View {
        NavigationSplitView {
            List {
                ForEach(parks, id: \.self) { park in
                    NavigationLink {
                        Text("About \(park)").navigationTitle(park)
                    } label: {
                        Text(park)
                    }
                }
            }
            .navigationTitle("Landmarks")
        } detail: {
            Text("Select a Landmark")
        }
    }
}

/// SwiftUI's recommended pattern: the sidebar's selection drives the detail.
private struct SelectedParks: View {
    @State private var selected: String?

    var body: some View {
        NavigationSplitView {
            List(parks, id: \.self, selection: $selected) { Text($0) }
                .navigationTitle("Landmarks")
        } detail: {
            if let selected {
                Text("Detail of \(selected)")
            } else {
                Text("Select a Landmark")
            }
        }
    }
}

@MainActor
@Suite("NavigationSplitView: columns when wide, a stack when narrow")
struct NavigationSplitViewTests {
    @Test("1000 pt wide: a 320-pt sidebar beside the detail; a link replaces the detail")
    func wide() throws {
        let window = TestWindow(size: CGSize(width: 1000, height: 600)) { Parks() }
        window.advance(by: 0)
        let title = try #require(window.frames(ofText: "Landmarks").first)
        #expect(title.minX == 16)
        let placeholder = try #require(window.frames(ofText: "Select a Landmark").first)
        // The detail column is what is left of the sidebar (320) and its hairline.
        #expect(abs(placeholder.midX - (320 + 680 / 2)) <= 1)
        let row = try #require(window.frames(ofText: "Chilkoot Trail").first)
        #expect(row.maxX < 320)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 1)
        assertSnapshot(png: window.pngData())
        #expect(window.frames(ofText: "Select a Landmark").isEmpty)
        let about = try #require(window.frames(ofText: "About Chilkoot Trail").first)
        #expect(about.minX > 320)
        // The sidebar stays; the detail's title is its page's.
        #expect(window.frames(ofText: "Turtle Rock").count == 1)
        #expect(window.frames(ofText: "Chilkoot Trail").count == 2)
        // Another link replaces the detail instead of stacking on it: no back button.
        let other = try #require(window.frames(ofText: "Turtle Rock").first)
        window.tap(at: CGPoint(x: other.midX, y: other.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "About Chilkoot Trail").isEmpty)
        #expect(window.frames(ofText: "About Turtle Rock").count == 1)
        #expect(window.frames(ofText: "Back").isEmpty)
    }

    @Test("400 pt wide: a stack rooted at the sidebar; a link pushes its page with a back button")
    func narrow() throws {
        let window = TestWindow(size: CGSize(width: 400, height: 600)) { Parks() }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Select a Landmark").isEmpty)
        let row = try #require(window.frames(ofText: "Turtle Rock").first)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 1)
        let about = try #require(window.frames(ofText: "About Turtle Rock").first)
        #expect(about.minX < 200)
        let back = try #require(window.frames(ofText: "Landmarks").first)
        #expect(back.minX < 60)
        window.tap(at: CGPoint(x: back.midX, y: back.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "About Turtle Rock").isEmpty)
        #expect(window.frames(ofText: "Turtle Rock").count == 1)
    }

    @Test("columnVisibility .detailOnly hides the sidebar of a wide window")
    func detailOnly() throws {
        let window = TestWindow(size: CGSize(width: 1000, height: 600)) {
            NavigationSplitView(columnVisibility: .constant(.detailOnly)) {
                Text("Sidebar")
            } detail: {
                Text("Detail")
            }
        }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Sidebar").isEmpty)
        let detail = try #require(window.frames(ofText: "Detail").first)
        #expect(abs(detail.midX - 500) < 1)
    }

    @Test("Three columns: the sidebar's link fills the content column, whose link fills the detail")
    func threeColumns() throws {
        let window = TestWindow(size: CGSize(width: 1200, height: 600)) {
            NavigationSplitView {
                NavigationLink("Fruits") {
                    NavigationLink("Apple") { Text("An apple") }
                }
            } content: {
                Text("Pick a kind")
            } detail: {
                Text("Pick one")
            }
        }
        window.advance(by: 0)
        let fruits = try #require(window.frames(ofText: "Fruits").first)
        #expect(try #require(window.frames(ofText: "Pick a kind").first).minX > 320)
        window.tap(at: CGPoint(x: fruits.midX, y: fruits.midY))
        window.advance(by: 1)
        let apple = try #require(window.frames(ofText: "Apple").first)
        #expect(apple.minX > 320 && apple.maxX < 641)
        window.tap(at: CGPoint(x: apple.midX, y: apple.midY))
        window.advance(by: 1)
        let eaten = try #require(window.frames(ofText: "An apple").first)
        #expect(eaten.minX > 641)
        #expect(window.frames(ofText: "Fruits").count == 1)
    }

    @Test("A sidebar selection fills the detail column when wide")
    func selectionWide() throws {
        let window = TestWindow(size: CGSize(width: 1000, height: 600)) { SelectedParks() }
        window.advance(by: 0)
        let row = try #require(window.frames(ofText: "Silver Salmon Creek").first)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 1)
        let detail = try #require(window.frames(ofText: "Detail of Silver Salmon Creek").first)
        #expect(detail.minX > 320)
        #expect(window.frames(ofText: "Back").isEmpty)
    }

    @Test("Narrow, selecting a sidebar row pushes the detail; going back clears the selection")
    func selectionNarrow() throws {
        let window = TestWindow(size: CGSize(width: 400, height: 600)) { SelectedParks() }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Select a Landmark").isEmpty)
        let row = try #require(window.frames(ofText: "Chilkoot Trail").first)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Detail of Chilkoot Trail").count == 1)
        window.pressKey(0xff1b)
        window.advance(by: 1)
        #expect(window.frames(ofText: "Detail of Chilkoot Trail").isEmpty)
        // Back on the sidebar, another row opens its own detail.
        let other = try #require(window.frames(ofText: "Turtle Rock").first)
        window.tap(at: CGPoint(x: other.midX, y: other.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Detail of Turtle Rock").count == 1)
    }
}
