import Foundation
import Testing

@testable import FinchCore

/// Shows one `@AppStorage` value and hands its binding out.
private struct AppCounter: View {
    let label: String
    let probe: Probe<Binding<Int>>
    @AppStorage("AppStorageTests.count") private var count = 0

    var body: some View {
        let _ = (probe.value = $count)
        Text("\(label) \(count)")
    }
}

/// Reads the same key from a named store.
private struct NamedStoreCounter: View {
    @AppStorage private var count: Int

    init(store: UserDefaults) {
        _count = AppStorage(wrappedValue: 0, "AppStorageTests.count", store: store)
    }

    var body: some View {
        Text("named \(count)")
    }
}

/// Gives the counter a new label on demand, so it is evaluated again.
private struct Relabelling: View {
    let tickProbe: Probe<Binding<Int>>
    @State private var tick = 0

    var body: some View {
        let _ = (tickProbe.value = $tick)
        AppCounter(label: "count\(tick)", probe: Probe())
    }
}

private enum Theme: String {
    case light, dark
}

private struct ThemeView: View {
    let probe: Probe<Binding<Theme>>
    @AppStorage("AppStorageTests.theme") private var theme = Theme.light
    @AppStorage("AppStorageTests.name") private var name: String?

    var body: some View {
        let _ = (probe.value = $theme)
        Text("\(theme.rawValue) \(name ?? "nil")")
    }
}

/// A `UserDefaults` suite of the test's own, emptied first (never the user's defaults).
private func freshSuite() throws -> UserDefaults {
    let name = "finch.tests.appstorage.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: name))
    defaults.removePersistentDomain(forName: name)
    return defaults
}

@MainActor
@Suite("@AppStorage reads and writes UserDefaults, and every view of the key updates")
struct AppStorageTests {
    let size = CGSize(width: 400, height: 100)

    @Test("The default shows until a value is stored; a write is in UserDefaults and on screen")
    func writeThrough() throws {
        let defaults = try freshSuite()
        let probe = Probe<Binding<Int>>()
        let graph = layout(AppCounter(label: "count", probe: probe).defaultAppStorage(defaults), in: size)
        #expect(graph.frames(ofText: "count 0").count == 1)
        #expect(defaults.object(forKey: "AppStorageTests.count") == nil)
        try #require(probe.value).wrappedValue = 12
        graph.update()
        #expect(graph.frames(ofText: "count 12").count == 1)
        #expect(defaults.integer(forKey: "AppStorageTests.count") == 12)
    }

    @Test("A value already in the store shows at once")
    func readsStored() throws {
        let defaults = try freshSuite()
        defaults.set(41, forKey: "AppStorageTests.count")
        let graph = layout(AppCounter(label: "count", probe: Probe()).defaultAppStorage(defaults), in: size)
        #expect(graph.frames(ofText: "count 41").count == 1)
    }

    @Test("A write in one window updates another window's view of the same key and store")
    func otherWindowsUpdate() throws {
        let defaults = try freshSuite()
        let probe = Probe<Binding<Int>>()
        let one = layout(AppCounter(label: "one", probe: probe).defaultAppStorage(defaults), in: size)
        let two = layout(NamedStoreCounter(store: defaults), in: size)
        try #require(probe.value).wrappedValue = 3
        one.update()
        two.update()
        #expect(two.frames(ofText: "named 3").count == 1)
    }

    @Test("Another store's key of the same name is not touched")
    func storesIndependent() throws {
        let first = try freshSuite()
        let second = try freshSuite()
        let probe = Probe<Binding<Int>>()
        let one = layout(AppCounter(label: "one", probe: probe).defaultAppStorage(first), in: size)
        let two = layout(NamedStoreCounter(store: second), in: size)
        try #require(probe.value).wrappedValue = 5
        one.update()
        two.update()
        #expect(two.frames(ofText: "named 0").count == 1)
        #expect(second.object(forKey: "AppStorageTests.count") == nil)
    }

    @Test("A raw-value enum is kept as its raw value; a value of another kind reads as the default")
    func rawValues() throws {
        let defaults = try freshSuite()
        defaults.set(Data([1]), forKey: "AppStorageTests.name")
        let probe = Probe<Binding<Theme>>()
        let graph = layout(ThemeView(probe: probe).defaultAppStorage(defaults), in: size)
        #expect(graph.frames(ofText: "light nil").count == 1)
        try #require(probe.value).wrappedValue = .dark
        graph.update()
        #expect(defaults.string(forKey: "AppStorageTests.theme") == "dark")
        #expect(graph.frames(ofText: "dark nil").count == 1)
        defaults.set("mauve", forKey: "AppStorageTests.theme")
        try #require(probe.value).wrappedValue = .light
        graph.update()
        #expect(graph.frames(ofText: "light nil").count == 1)
    }

    @Test("Writing nil to an optional removes the key")
    func optionalNil() throws {
        let defaults = try freshSuite()
        let storage = AppStorage<String?>("AppStorageTests.optional", store: defaults)
        storage.wrappedValue = "x"
        #expect(defaults.string(forKey: "AppStorageTests.optional") == "x")
        storage.wrappedValue = nil
        #expect(defaults.object(forKey: "AppStorageTests.optional") == nil)
    }

    @Test("A write straight to UserDefaults shows at the view's next evaluation, not at once (Linux posts no change)")
    func directWrite() throws {
        let defaults = try freshSuite()
        let tick = Probe<Binding<Int>>()
        let graph = layout(Relabelling(tickProbe: tick).defaultAppStorage(defaults), in: size)
        defaults.set(6, forKey: "AppStorageTests.count")
        graph.update()
        #expect(graph.frames(ofText: "count0 0").count == 1)
        try #require(tick.value).wrappedValue = 1
        graph.update()
        #expect(graph.frames(ofText: "count1 6").count == 1)
    }
}
