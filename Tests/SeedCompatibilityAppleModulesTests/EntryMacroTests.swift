import FinchTesting
import SwiftUI
import Testing

/// A model object as an environment default: not `Sendable`, which `@Entry`'s computed default allows.
final class EntryTheme {
    let name: String
    init(name: String) { self.name = name }
}

// Declared as an iOS 18 app declares them, with `import SwiftUI` alone.
extension EnvironmentValues {
    @Entry var accent: Color = .red
    @Entry var entryNote: String?
    @Entry var entryTheme: EntryTheme = EntryTheme(name: "plain")
}

/// Writes the values it reads from the environment as text.
private struct EntryReader: View {
    @Environment(\.accent) private var accent
    @Environment(\.entryNote) private var note
    @Environment(\.entryTheme) private var theme

    var body: some View {
        VStack {
            Text(accent == .red ? "accent red" : accent == .blue ? "accent blue" : "accent other")
            Text("note \(note ?? "none")")
            Text("theme \(theme.name)")
        }
    }
}

@MainActor
@Suite("@Entry: environment values declared with their default in one line")
struct EntryMacroTests {
    @Test("a view reads the defaults where nothing sets the values")
    func defaults() {
        let window = TestWindow(size: CGSize(width: 200, height: 120)) { EntryReader() }
        #expect(window.frames(ofText: "accent red").count == 1)
        #expect(window.frames(ofText: "note none").count == 1)
        #expect(window.frames(ofText: "theme plain").count == 1)
    }

    @Test(".environment(\\.accent, .blue) overrides the default below it, not beside it")
    func overridden() {
        let window = TestWindow(size: CGSize(width: 200, height: 300)) {
            VStack {
                EntryReader()
                EntryReader()
                    .environment(\.accent, .blue)
                    .environment(\.entryNote, "set")
                    .environment(\.entryTheme, EntryTheme(name: "dark"))
            }
        }
        #expect(window.frames(ofText: "accent red").count == 1)
        #expect(window.frames(ofText: "accent blue").count == 1)
        #expect(window.frames(ofText: "note none").count == 1)
        #expect(window.frames(ofText: "note set").count == 1)
        #expect(window.frames(ofText: "theme dark").count == 1)
    }

    @Test("the values are EnvironmentValues' properties, read and written as SwiftUI's are")
    func properties() {
        var values = EnvironmentValues()
        #expect(values.accent == .red)
        values.accent = .green
        #expect(values.accent == .green)
        #expect(values.entryNote == nil)
        values.entryNote = "kept"
        #expect(values.entryNote == "kept")
    }
}

extension Transaction {
    @Entry var entrySource: String = "program"
}

/// What `.transaction` saw of the transactions that reached it.
@MainActor
private final class SeenSources {
    var sources: [String] = []
}

private struct TransactionReader: View {
    let seen: SeenSources
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Bump") {
                var transaction = Transaction()
                transaction.entrySource = "button"
                withTransaction(transaction) { count += 1 }
            }
            Text("count \(count)")
                .transaction { seen.sources.append($0.entrySource) }
        }
    }
}

@MainActor
@Suite("@Entry on Transaction: a value carried by a change to the views it reaches")
struct EntryTransactionTests {
    @Test("the default, a value set on a transaction, and one carried by withTransaction to .transaction")
    func carried() throws {
        var transaction = Transaction()
        #expect(transaction.entrySource == "program")
        transaction.entrySource = "set"
        #expect(transaction.entrySource == "set")
        let seen = SeenSources()
        let window = TestWindow(size: CGSize(width: 200, height: 120)) { TransactionReader(seen: seen) }
        let button = try #require(window.frames(ofText: "Bump").first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        window.advance(by: 0)
        #expect(window.frames(ofText: "count 1").count == 1)
        #expect(seen.sources.last == "button")
    }
}
