import Finch
@_spi(Testing) import FinchCore
import FinchTesting
import Foundation
import Testing

/// A picker option whose tag (a number, not its `ForEach` id) is set inside its own body.
private struct Scoop: View {
    let name: String
    let number: Int

    var body: some View {
        Text(name).tag(number)
    }
}

private struct ScoopPicker: View {
    @State var choice = 1

    var body: some View {
        VStack {
            Picker("Scoop", selection: $choice) {
                ForEach(Array(["Vanilla", "Mint", "Mango"].enumerated()), id: \.element) { offset, name in
                    Scoop(name: name, number: offset + 1)
                }
            }
            .pickerStyle(.segmented)
            Text("Scoop \(choice)")
        }
    }
}

/// A menu picker shows only the chosen option in its row: the others are built unplaced, for the tags
/// their bodies set, so a selection that matches no `ForEach` id still finds its option.
private struct ScoopMenuPicker: View {
    @State var choice = 3

    var body: some View {
        Picker("Scoop", selection: $choice) {
            ForEach(Array(["Vanilla", "Mint", "Mango"].enumerated()), id: \.element) { offset, name in
                Scoop(name: name, number: offset + 1)
            }
        }
        .pickerStyle(.menu)
    }
}

/// A list row whose selection tag is set inside its body, one level down through a row of its own.
private struct Planet: View {
    let name: String
    let code: Int

    var body: some View {
        PlanetLabel(name: name).tag(code)
    }
}

private struct PlanetLabel: View {
    let name: String
    var body: some View { Text(name) }
}

private struct Planets: View {
    @State var selection: Int?
    @State var unrelated = 0

    var body: some View {
        VStack {
            Text("Selected \(selection.map(String.init) ?? "none")")
            Button("Touch \(unrelated)") { unrelated += 1 }
            List(selection: $selection) {
                ForEach(Array(["Mercury", "Venus", "Earth"].enumerated()), id: \.element) { offset, name in
                    Planet(name: name, code: (offset + 1) * 100)
                }
            }
        }
    }
}

/// Tabs whose `.tabItem` and `.tag` are set in their own bodies, as apps split tabs into views.
private struct HomeTab: View {
    var body: some View {
        Text("Home page").tabItem { Label("Home", systemImage: "house") }.tag("home")
    }
}

private struct ProfileTab: View {
    @State private var visits = 0

    var body: some View {
        Text("Profile page \(visits)").tabItem { Label("Profile", systemImage: "person") }.tag("profile")
    }
}

private struct Tabs: View {
    @State var selection = "profile"

    var body: some View {
        VStack(spacing: 0) {
            Text("Showing \(selection)")
            TabView(selection: $selection) {
                HomeTab()
                ProfileTab()
            }
        }
    }
}

@MainActor
@Suite("Traits set inside a child's own body count, as in SwiftUI")
struct TraitsInBodyTests {
    static let size = CGSize(width: 390, height: 600)

    @Test("A Picker's option tagged inside its body can be chosen, and the tag is what is chosen")
    func pickerTagInBody() throws {
        let window = TestWindow(size: Self.size) { ScoopPicker() }
        window.advance(by: 0)
        #expect(window.shows("Scoop 1"))
        try window.tap(text: "Mango")
        #expect(window.shows("Scoop 3"))
        try window.tap(text: "Mint")
        #expect(window.shows("Scoop 2"))
    }

    @Test("A menu Picker's row shows the option whose tag, set in its body, is the selection")
    func menuPickerTagInBody() {
        let window = TestWindow(size: Self.size) { ScoopMenuPicker() }
        window.advance(by: 0)
        #expect(window.shows("Mango"))
        #expect(!window.shows("Vanilla"))
    }

    @Test("List(selection:) selects a row by the tag its view sets in its body (two bodies down)")
    func listTagInBody() throws {
        let window = TestWindow(size: Self.size) { Planets() }
        window.advance(by: 0)
        window.advance(by: 0)
        #expect(window.shows("Selected none"))
        try window.tap(text: "Venus")
        #expect(window.shows("Selected 200"))
        try window.tap(text: "Earth")
        #expect(window.shows("Selected 300"))
        try window.tap(text: "Mercury")
        #expect(window.shows("Selected 100"))
    }

    @Test("An unchanged row's body is not evaluated again to read its traits")
    func unchangedRowNotEvaluatedAgain() throws {
        let window = TestWindow(size: Self.size) { Planets() }
        window.advance(by: 0)
        window.advance(by: 0)
        window.graph.debugResetBodyEvaluationCounts()
        // The list is evaluated again with the same rows.
        try window.tap(text: "Touch 0")
        #expect(window.shows("Touch 1"))
        #expect(window.graph.debugBodyEvaluationCount(of: Planets.self) == 1)
        #expect(window.graph.debugBodyEvaluationCount(of: Planet.self) == 0)
    }

    @Test("A TabView shows the tab items its tabs set in their own bodies, and switches by their tags")
    func tabItemInBody() throws {
        let window = TestWindow(size: Self.size) { Tabs() }
        window.advance(by: 0)
        // Both items are in the bar; the selection's tag picked the second tab.
        #expect(window.frames(ofText: "Home").count == 1)
        #expect(window.frames(ofText: "Profile").count == 1)
        #expect(window.shows("Profile page 0"))
        #expect(window.frames(ofText: "Home page").isEmpty)
        try window.tap(text: "Home")
        #expect(window.shows("Showing home"))
        #expect(window.shows("Home page"))
    }
}
