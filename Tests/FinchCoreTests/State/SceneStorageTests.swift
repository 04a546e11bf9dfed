import Foundation
import Testing

@testable import FinchCore

/// Shows one `@SceneStorage` value and hands its binding out.
private struct SceneCounter: View {
    let label: String
    let probe: Probe<Binding<Int>>
    @SceneStorage("SceneStorageTests.count") private var count = 0

    var body: some View {
        let _ = (probe.value = $count)
        Text("\(label) \(count)")
    }
}

/// Shows the counter or not, so it can go away and come back in the same window.
private struct Shower: View {
    let probe: Probe<Binding<Int>>
    let shownProbe: Probe<Binding<Bool>>
    @State private var shown = true

    var body: some View {
        let _ = (shownProbe.value = $shown)
        if shown {
            SceneCounter(label: "count", probe: probe)
        } else {
            Text("hidden")
        }
    }
}

private enum Flavour: String {
    case plain, salted
}

private enum Level: Int {
    case low = 1, high = 2
}

/// One property of each kind SwiftUI's `@SceneStorage` takes.
private struct Kinds: View {
    let writes: Probe<() -> Void>
    @SceneStorage("kinds.bool") private var flag = false
    @SceneStorage("kinds.double") private var ratio = 0.5
    @SceneStorage("kinds.string") private var name = "none"
    @SceneStorage("kinds.url") private var link = URL(fileURLWithPath: "/")
    @SceneStorage("kinds.data") private var bytes = Data()
    @SceneStorage("kinds.flavour") private var flavour = Flavour.plain
    @SceneStorage("kinds.level") private var level = Level.low
    @SceneStorage("kinds.optional") private var note: String?

    var body: some View {
        let _ =
            (writes.value = {
                flag = true
                ratio = 2.25
                name = "Ann"
                link = URL(fileURLWithPath: "/tmp/a.emojiart")
                bytes = Data([1, 2, 3])
                flavour = .salted
                level = .high
                note = "hi"
            })
        Text(
            "\(flag) \(ratio) \(name) \(link.path) \(bytes.count) \(flavour.rawValue) \(level.rawValue) \(note ?? "nil")"
        )
    }
}

// The course's way to keep a pan offset in scene storage (CS193p 2021's `UtilityExtensions.swift`):
// `CGSize` made `RawRepresentable` as a string.
extension CGSize: @retroactive RawRepresentable {
    public var rawValue: String { "\(width),\(height)" }

    public init?(rawValue: String) {
        let parts = rawValue.split(separator: ",").compactMap { Double($0) }
        guard parts.count == 2 else { return nil }
        self.init(width: parts[0], height: parts[1])
    }
}

private struct PanOffset: View {
    let probe: Probe<Binding<CGSize>>
    @SceneStorage("pan") private var offset = CGSize.zero

    var body: some View {
        let _ = (probe.value = $offset)
        Text("pan \(Int(offset.width)) \(Int(offset.height))")
    }
}

@MainActor
@Suite("@SceneStorage keeps a value per window, beyond the view that wrote it")
struct SceneStorageTests {
    let size = CGSize(width: 400, height: 100)

    @Test("The default shows and is not stored; a write shows and is stored under the key")
    func defaultThenWrite() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(SceneCounter(label: "count", probe: probe), in: size)
        #expect(graph.frames(ofText: "count 0").count == 1)
        #expect(graph.sceneStorage.values.isEmpty)
        try #require(probe.value).wrappedValue = 3
        graph.update()
        #expect(graph.frames(ofText: "count 3").count == 1)
        #expect(graph.sceneStorage.values == ["SceneStorageTests.count": .int(3)])
    }

    @Test("A view that goes away and comes back in the same window reads what it wrote")
    func survivesRemoval() throws {
        let probe = Probe<Binding<Int>>()
        let shown = Probe<Binding<Bool>>()
        let graph = layout(Shower(probe: probe, shownProbe: shown), in: size)
        try #require(probe.value).wrappedValue = 7
        graph.update()
        try #require(shown.value).wrappedValue = false
        graph.update()
        #expect(graph.frames(ofText: "hidden").count == 1)
        try #require(shown.value).wrappedValue = true
        graph.update()
        #expect(graph.frames(ofText: "count 7").count == 1)
    }

    @Test("Two windows keep their own values under the same key")
    func windowsIndependent() throws {
        let first = Probe<Binding<Int>>()
        let second = Probe<Binding<Int>>()
        let one = layout(SceneCounter(label: "count", probe: first), in: size)
        let two = layout(SceneCounter(label: "count", probe: second), in: size)
        try #require(first.value).wrappedValue = 4
        one.update()
        two.update()
        #expect(one.frames(ofText: "count 4").count == 1)
        #expect(two.frames(ofText: "count 0").count == 1)
    }

    @Test("Views of one window using the same key share it, and all update (Finch's choice)")
    func sharedInWindow() throws {
        let first = Probe<Binding<Int>>()
        let second = Probe<Binding<Int>>()
        let graph = layout(
            VStack {
                SceneCounter(label: "first", probe: first)
                SceneCounter(label: "second", probe: second)
            }, in: size)
        try #require(first.value).wrappedValue = 9
        graph.update()
        #expect(graph.frames(ofText: "first 9").count == 1)
        #expect(graph.frames(ofText: "second 9").count == 1)
    }

    @Test("A host restores saved values into a new window, and into one showing (its views update)")
    func saveAndRestore() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(SceneCounter(label: "count", probe: probe), in: size)
        try #require(probe.value).wrappedValue = 5
        graph.update()
        let saved = graph.sceneStorage.values
        // Through JSON, as a host would keep them on disk.
        let decoded = try JSONDecoder().decode([String: StoredValue].self, from: JSONEncoder().encode(saved))

        let next = ViewGraph(root: SceneCounter(label: "count", probe: Probe()), services: fakeServices())
        next.sceneStorage.restore(decoded)
        next.layout(in: size)
        #expect(next.frames(ofText: "count 5").count == 1)

        next.sceneStorage.restore(["SceneStorageTests.count": .int(8)])
        next.update()
        #expect(next.frames(ofText: "count 8").count == 1)
    }

    @Test("A stored value of another kind reads as the default, never a trap")
    func wrongKind() {
        let graph = ViewGraph(root: SceneCounter(label: "count", probe: Probe()), services: fakeServices())
        graph.sceneStorage.restore(["SceneStorageTests.count": .string("three")])
        graph.layout(in: size)
        #expect(graph.frames(ofText: "count 0").count == 1)
    }

    @Test("Bool, Double, String, URL, Data, raw-value enums and optionals are stored as their kinds")
    func kinds() throws {
        let writes = Probe<() -> Void>()
        // The closure holds the view, which holds the probe that holds the closure: let go at the end.
        defer { writes.value = nil }
        let graph = layout(Kinds(writes: writes), in: CGSize(width: 900, height: 100))
        // A Double written into a Text literal takes SwiftUI's "%lf": six decimals.
        #expect(graph.frames(ofText: "false 0.500000 none / 0 plain 1 nil").count == 1)
        let write = try #require(writes.value)
        write()
        graph.update()
        #expect(graph.frames(ofText: "true 2.250000 Ann /tmp/a.emojiart 3 salted 2 hi").count == 1)
        let values = graph.sceneStorage.values
        #expect(values["kinds.bool"] == .bool(true))
        #expect(values["kinds.double"] == .double(2.25))
        #expect(values["kinds.flavour"] == .string("salted"))
        #expect(values["kinds.level"] == .int(2))
        #expect(values["kinds.url"] == .url(URL(fileURLWithPath: "/tmp/a.emojiart")))
        #expect(values["kinds.data"] == .data(Data([1, 2, 3])))
        #expect(values["kinds.optional"] == .string("hi"))
    }

    @Test("Outside a window the default is read and writes are ignored, as @State's")
    func unlinked() {
        let storage = SceneStorage(wrappedValue: 2, "unlinked")
        storage.wrappedValue = 5
        #expect(storage.wrappedValue == 2)
    }

    @Test("A CGSize made RawRepresentable as a string (the course's pan offset) is kept as that string")
    func courseRawSize() throws {
        let probe = Probe<Binding<CGSize>>()
        let graph = layout(PanOffset(probe: probe), in: size)
        try #require(probe.value).wrappedValue = CGSize(width: 12, height: -30)
        graph.update()
        #expect(graph.frames(ofText: "pan 12 -30").count == 1)
        #expect(graph.sceneStorage.values["pan"] == .string("12.0,-30.0"))
    }
}
