import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

private struct Park: Identifiable {
    let id: Int
    let name: String
}

private let parks = [
    Park(id: 1, name: "Turtle Rock"), Park(id: 2, name: "Silver Salmon Creek"), Park(id: 3, name: "Chilkoot Trail"),
]

/// The seed's LandmarkList shape: a toggle row, then a link per element, in a navigation view.
private struct ParkList: View {
    @State var favoritesOnly = false

    var body: some View {
        NavigationView {
            List {
                Toggle(isOn: $favoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(parks) { park in
                    NavigationLink {
                        ParkDetail(park: park)
                    } label: {
                        Text(park.name)
                    }
                }
                .navigationTitle("Landmarks")
            }
        }
    }
}

private struct ParkDetail: View {
    let park: Park
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text("About \(park.name)")
            Button("Done") { dismiss() }
        }
        .navigationTitle(park.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

@MainActor
@Suite("Lists and navigation, used as a user would")
struct ListNavigationTests {
    static let size = CGSize(width: 390, height: 600)

    @Test("A navigation view's list: the large title, a toggle row, one row per element")
    func rootPage() throws {
        let window = TestWindow(size: Self.size) { ParkList() }
        window.advance(by: 0)
        window.advance(by: 0)
        assertSnapshot(png: window.pngData())
        let title = try #require(window.frames(ofText: "Landmarks").first)
        #expect(title.minX == 16)
        #expect(window.frames(ofText: "Favorites only").count == 1)
        #expect(window.frames(ofText: "Turtle Rock").count == 1)
    }

    @Test("Tapping a row pushes its page, sliding in over the list; the back button pops it")
    func pushAndPop() throws {
        let window = TestWindow(size: Self.size) { ParkList() }
        window.advance(by: 0)
        let row = try #require(window.frames(ofText: "Turtle Rock").first)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 0)
        // Sampled on the virtual clock: the push takes 0.4 s.
        assertSnapshot(png: window.pngData(), named: "push-0")
        window.advance(by: 0.2)
        assertSnapshot(png: window.pngData(), named: "push-half")
        #expect(window.frames(ofText: "Favorites only").count == 1)
        // Half-way in, the pushed page's text is reported where it is drawn: still to the trailing side,
        // and the list's, moving the other way, to the leading side of where it is laid out.
        let sliding = try #require(window.frames(ofText: "About Turtle Rock").first)
        let toggle = try #require(window.frames(ofText: "Favorites only").first)
        let toggleLaidOut = try #require(window.layoutFrames(ofText: "Favorites only").first)
        window.advance(by: 0.2)
        window.advance(by: 0)
        let arrived = try #require(window.frames(ofText: "About Turtle Rock").first)
        #expect(sliding.minX > arrived.minX + 20)
        #expect(toggle.minX < toggleLaidOut.minX - 20)
        assertSnapshot(png: window.pngData(), named: "push-end")
        #expect(window.frames(ofText: "About Turtle Rock").count == 1)
        #expect(window.frames(ofText: "Favorites only").isEmpty)
        // The back button shows the page below's title; that page itself is covered, so not drawn.
        let back = try #require(window.frames(ofText: "Landmarks").first)
        #expect(window.frames(ofText: "Landmarks").count == 1)
        #expect(back.minX < 60)
        window.tap(at: CGPoint(x: back.midX, y: back.midY))
        window.advance(by: 0.2)
        // Half-way back: the list drawn again, coming back from a third of the width to the left (the
        // detail page, leaving, is drawn by its transition, outside the layout `frames(ofText:)` reads).
        #expect(window.frames(ofText: "Favorites only").count == 1)
        assertSnapshot(png: window.pngData(), named: "pop-half")
        window.advance(by: 1)
        #expect(window.frames(ofText: "About Turtle Rock").isEmpty)
        #expect(window.frames(ofText: "Favorites only").count == 1)
    }
}

/// A stack three pages deep, popped by each page's dismiss action.
private struct Deep: View {
    let level: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            NavigationLink("Deeper \(level)") { Deep(level: level + 1) }
            Button("Up from \(level)") { dismiss() }
        }
        .navigationTitle("Level \(level)")
    }
}

@MainActor
@Suite("Navigation stacks")
struct NavigationStackTests {
    @Test("Links push pages three deep; dismiss pops one at a time; titles and back buttons follow")
    func deepStack() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { NavigationStack { Deep(level: 0) } }
        window.advance(by: 0)
        for level in 0..<3 {
            let link = try #require(window.frames(ofText: "Deeper \(level)").first)
            window.tap(at: CGPoint(x: link.midX, y: link.midY))
            window.advance(by: 0.5)
            window.advance(by: 0)
            #expect(window.frames(ofText: "Deeper \(level + 1)").count == 1)
            // The page below is covered: not drawn; its title is the back button's.
            #expect(window.frames(ofText: "Deeper \(level)").isEmpty)
            #expect(window.frames(ofText: "Level \(level)").count == 1)
        }
        #expect(window.frames(ofText: "Level 3").count == 1)
        for level in (1...3).reversed() {
            let up = try #require(window.frames(ofText: "Up from \(level)").first)
            window.tap(at: CGPoint(x: up.midX, y: up.midY))
            window.advance(by: 0.5)
            window.advance(by: 0)
            #expect(window.frames(ofText: "Deeper \(level - 1)").count == 1)
        }
        // Escape and Alt+Left go back too; at the root they are not taken.
        for level in 0..<2 {
            let link = try #require(window.frames(ofText: "Deeper \(level)").first)
            window.tap(at: CGPoint(x: link.midX, y: link.midY))
            window.advance(by: 0.5)
        }
        #expect(window.frames(ofText: "Deeper 2").count == 1)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Deeper 1").count == 1)
        #expect(window.pressKey(0xff51, modifiers: .option))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Deeper 0").count == 1)
        #expect(!window.pressKey(0xff1b))
        // The root has nothing to pop: its dismiss does nothing.
        let up = try #require(window.frames(ofText: "Up from 0").first)
        window.tap(at: CGPoint(x: up.midX, y: up.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Deeper 0").count == 1)
        try window.close()
    }
}

/// A stack driven by its path: value links push, a button empties the path.
private struct PathDriven: View {
    @State var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Open 1", value: 1)
                Text("Depth \(path.count)")
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { number in
                VStack {
                    Text("Page \(number)")
                    NavigationLink("Open \(number + 1)", value: number + 1)
                    Button("Home") { path.removeAll() }
                }
            }
        }
    }
}

@MainActor
@Suite("Navigation paths")
struct NavigationPathTests {
    @Test("Value links push pages through navigationDestination; emptying the path pops to the root, sliding")
    func pushThreePopToRoot() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { PathDriven() }
        window.advance(by: 0)
        for number in 1...3 {
            let link = try #require(window.frames(ofText: "Open \(number)").first)
            window.tap(at: CGPoint(x: link.midX, y: link.midY))
            window.advance(by: 0.5)
            window.advance(by: 0)
            #expect(window.frames(ofText: "Page \(number)").count == 1)
        }
        let home = try #require(window.frames(ofText: "Home").first)
        window.tap(at: CGPoint(x: home.midX, y: home.midY))
        window.advance(by: 0.2)
        // Half-way: the root is coming back into view.
        #expect(window.frames(ofText: "Depth 0").count == 1)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Page 3").isEmpty)
        #expect(window.frames(ofText: "Open 1").count == 1)
        try window.close()
    }

    @Test("NavigationPath holds values of several types")
    func navigationPath() {
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast()
        #expect(path.count == 1)
        path.removeLast(5)
        #expect(path.isEmpty)
        #expect(NavigationPath([1, 2, 3]).count == 3)
    }
}

@MainActor
@Suite("Swiping back from the leading edge")
struct EdgeSwipeTests {
    private func pushed() throws -> TestWindow {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) {
            NavigationStack {
                NavigationLink("Open") { Text("Detail").navigationTitle("Detail") }
                    .navigationTitle("Home")
            }
        }
        window.advance(by: 0)
        let link = try #require(window.frames(ofText: "Open").first)
        window.tap(at: CGPoint(x: link.midX, y: link.midY))
        window.advance(by: 0.5)
        window.advance(by: 0)
        #expect(window.frames(ofText: "Open").isEmpty)
        return window
    }

    @Test("Pulled past half the width, the page pops")
    func completed() throws {
        let window = try pushed()
        window.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 280, y: 300), duration: 0.6)
        window.advance(by: 0.5)
        window.advance(by: 0)
        #expect(window.frames(ofText: "Open").count == 1)
        #expect(window.frames(ofText: "Detail").isEmpty)
    }

    @Test("Let go early and slowly, the page slides back; a drag away from the edge does nothing")
    func cancelled() throws {
        let window = try pushed()
        window.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 120, y: 300), duration: 1)
        window.advance(by: 0.5)
        window.advance(by: 0)
        #expect(window.frames(ofText: "Detail").count >= 1)
        #expect(window.frames(ofText: "Open").isEmpty)
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 380, y: 300), duration: 0.3)
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Open").isEmpty)
    }

    @Test("Half-way through a swipe both pages show, the one below a third of the way back")
    func halfway() throws {
        let window = try pushed()
        window.send(.began, at: CGPoint(x: 5, y: 300))
        window.advance(by: 0.05)
        window.send(.moved, at: CGPoint(x: 100, y: 300))
        window.advance(by: 0.05)
        window.send(.moved, at: CGPoint(x: 200, y: 300))
        window.advance(by: 0.05)
        #expect(window.frames(ofText: "Open").count == 1)
        assertSnapshot(png: window.pngData())
        window.send(.ended, at: CGPoint(x: 200, y: 300))
        window.advance(by: 1)
    }
}

private struct Presenting: View {
    @State var showsDetail = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Show") { showsDetail = true }
                Text(showsDetail ? "presented" : "not presented")
            }
            .navigationDestination(isPresented: $showsDetail) {
                Text("The detail")
            }
        }
    }
}

@MainActor
@Suite("Destinations bound to a Bool")
struct PresentedDestinationTests {
    @Test("Setting the binding pushes the page; going back sets it false again")
    func isPresented() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { Presenting() }
        window.advance(by: 0)
        let show = try #require(window.frames(ofText: "Show").first)
        window.tap(at: CGPoint(x: show.midX, y: show.midY))
        window.advance(by: 0.5)
        window.advance(by: 0)
        #expect(window.frames(ofText: "The detail").count == 1)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 0.5)
        window.advance(by: 0)
        #expect(window.frames(ofText: "The detail").isEmpty)
        #expect(window.frames(ofText: "not presented").count == 1)
        // And again: the binding still drives it.
        let again = try #require(window.frames(ofText: "Show").first)
        window.tap(at: CGPoint(x: again.midX, y: again.midY))
        window.advance(by: 0.5)
        window.advance(by: 0)
        #expect(window.frames(ofText: "The detail").count == 1)
    }

    @Test("scrollContentBackground(.hidden) lets a list's own background show")
    func hiddenContentBackground() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 200)) {
            List { Text("Row") }
                .scrollContentBackground(.hidden)
                .background(Color.green)
        }
        window.advance(by: 0)
        window.advance(by: 0)
        let image = try #require(PixelImage(png: window.pngData()))
        let corner = try #require(image.pixels(in: CGRect(x: 2, y: 190, width: 1, height: 1)).first)
        #expect(ViewPixels.matches(corner, (52, 199, 89), tolerance: 3))
    }
}

private struct ItemPresenting: View {
    @State var selected: String?

    var body: some View {
        NavigationStack {
            VStack {
                Button("Apple") { selected = "Apple" }
                Button("Pear") { selected = "Pear" }
                Text(selected.map { "showing \($0)" } ?? "nothing shown")
            }
            .navigationDestination(item: $selected) { fruit in
                VStack {
                    Text("Detail of \(fruit)")
                    Button("Switch") { selected = fruit == "Apple" ? "Pear" : "Apple" }
                }
            }
        }
    }
}

@MainActor
@Suite("Destinations bound to an optional item")
struct ItemDestinationTests {
    private func tap(_ title: String, in window: TestWindow) {
        #expect(window.tap(onText: title))
        window.advance(by: 0.5)
        window.advance(by: 0)
    }

    @Test("A value pushes its page; going back sets the item to nil, and the binding drives it again")
    func pushAndPop() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { ItemPresenting() }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Detail of Apple").isEmpty)
        tap("Apple", in: window)
        #expect(window.frames(ofText: "Detail of Apple").count == 1)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 0.5)
        window.advance(by: 0)
        #expect(window.frames(ofText: "Detail of Apple").isEmpty)
        #expect(window.frames(ofText: "nothing shown").count == 1)
        tap("Pear", in: window)
        #expect(window.frames(ofText: "Detail of Pear").count == 1)
    }

    @Test("Another value while a page shows replaces the page; one back goes to the root")
    func replace() throws {
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { ItemPresenting() }
        window.advance(by: 0)
        tap("Apple", in: window)
        tap("Switch", in: window)
        #expect(window.frames(ofText: "Detail of Apple").isEmpty)
        #expect(window.frames(ofText: "Detail of Pear").count == 1)
        #expect(window.pressKey(0xff1b))
        window.advance(by: 0.5)
        window.advance(by: 0)
        #expect(window.frames(ofText: "Detail of Pear").isEmpty)
        #expect(window.frames(ofText: "nothing shown").count == 1)
    }
}
