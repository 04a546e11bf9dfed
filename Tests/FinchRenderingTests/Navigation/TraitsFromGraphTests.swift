import Finch
import FinchTesting
import Foundation
import Testing

/// Counts the models made, per name: a `@StateObject`'s initialiser runs once per view identity, so
/// the count says how many times a row's node was made.
@MainActor
private final class Births {
    var counts: [String: Int] = [:]
    var total: Int { counts.values.reduce(0, +) }
}

@MainActor
private final class RowModel: ObservableObject {
    @Published var visits = 0

    init(name: String, births: Births) {
        births.counts[name, default: 0] += 1
    }
}

/// A row whose body makes a `@StateObject` and sets its traits itself (tag, tab item, swipe actions).
private struct CountedRow: View {
    let name: String
    let births: Births
    @StateObject private var model: RowModel

    init(name: String, births: Births) {
        self.name = name
        self.births = births
        _model = StateObject(wrappedValue: RowModel(name: name, births: births))
    }

    var body: some View {
        Text(name)
            .tag(name)
            .tabItem { Text("Item \(name)") }
            .swipeActions { Button("Pin \(name)") {} }
    }
}

private struct Host<Content: View>: View {
    @State var generation = 0
    let content: Content

    var body: some View {
        VStack {
            Button("Again \(generation)") { generation += 1 }
            content
        }
    }
}

@MainActor
@Suite("Traits come from the children's own nodes: each body runs once, in its real node")
struct TraitsFromGraphTests {
    static let size = CGSize(width: 390, height: 700)
    static let names = ["Ant", "Bee", "Cat"]

    /// Evaluates the host again a few times; returns the births after.
    private func churn(_ window: TestWindow, times: Int = 3) throws {
        for round in 0..<times {
            try window.tap(text: "Again \(round)")
            window.advance(by: 0)
        }
    }

    @Test("List: one model per row shown, however often the list is evaluated again")
    func list() throws {
        let births = Births()
        let window = TestWindow(size: Self.size) {
            Host(content: List(Self.names, id: \.self) { CountedRow(name: $0, births: births) })
        }
        window.advance(by: 0)
        #expect(births.counts == ["Ant": 1, "Bee": 1, "Cat": 1])
        try churn(window)
        #expect(births.counts == ["Ant": 1, "Bee": 1, "Cat": 1])
        // The swipe actions set inside the row's body made it a swipeable row.
        #expect(window.shows("Ant"))
    }

    @Test("Picker (segmented): one model per option, and the tag set in the option's body is chosen")
    func picker() throws {
        let births = Births()
        let window = TestWindow(size: Self.size) {
            PickerHost(births: births)
        }
        window.advance(by: 0)
        #expect(births.counts == ["Ant": 1, "Bee": 1, "Cat": 1])
        try window.tap(text: "Cat")
        window.advance(by: 0)
        #expect(window.shows("Chosen Cat"))
        try churn(window)
        #expect(births.counts == ["Ant": 1, "Bee": 1, "Cat": 1])
    }

    @Test("TabView: one model per tab (tabs whose item is in their body are built to show it), never again")
    func tabView() throws {
        let births = Births()
        let window = TestWindow(size: Self.size) {
            Host(
                content: TabView {
                    ForEach(Self.names, id: \.self) { CountedRow(name: $0, births: births) }
                })
        }
        window.advance(by: 0)
        #expect(window.frames(ofText: "Item Bee").count == 1)
        #expect(births.counts == ["Ant": 1, "Bee": 1, "Cat": 1])
        try window.tap(text: "Item Cat")
        window.advance(by: 0)
        try churn(window)
        #expect(births.counts == ["Ant": 1, "Bee": 1, "Cat": 1])
    }

    @Test("A trait a row changes in its own body reaches the list: the tag it selects by")
    func changedTraitReachesList() throws {
        let window = TestWindow(size: Self.size) { RetaggingList() }
        window.advance(by: 0)
        try window.tap(text: "Row")
        window.advance(by: 0)
        #expect(window.shows("Selected 1"))
        try window.tap(text: "Retag")
        window.advance(by: 0)
        try window.tap(text: "Row")
        window.advance(by: 0)
        #expect(window.shows("Selected 2"))
    }
}

private struct PickerHost: View {
    let births: Births
    @State var choice = "Ant"
    @State var generation = 0

    var body: some View {
        VStack {
            Button("Again \(generation)") { generation += 1 }
            Text("Chosen \(choice)")
            Picker("Animal", selection: $choice) {
                ForEach(TraitsFromGraphTests.names, id: \.self) { CountedRow(name: $0, births: births) }
            }
            .pickerStyle(.segmented)
        }
    }
}

/// A row whose tag is its own state: changing it must reach the list without the list changing.
private struct RetaggedRow: View {
    @State private var tag = 1

    var body: some View {
        HStack {
            Text("Row")
            Text("Retag").onTapGesture { tag = 2 }
        }
        .tag(tag)
    }
}

private struct RetaggingList: View {
    @State var selection: Int?

    var body: some View {
        VStack {
            Text("Selected \(selection.map(String.init) ?? "none")")
            List(selection: $selection) {
                RetaggedRow()
            }
        }
    }
}
