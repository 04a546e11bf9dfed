import Combine
import Finch
import FinchCore
import FinchTesting
import Foundation
import Testing

/// For each kind of object a graph owns, a view that makes one is shown and hidden a hundred times:
/// the census counts it while shown, and afterwards its count is back where it started. Closing the
/// window then leaves nothing, the graph object included; and a window whose objects are kept from
/// outside says which survived.
@MainActor
@Suite("The census counts every kind a graph owns, and each comes back to its start")
struct CensusChurnTests {
    private static let start = Date(timeIntervalSince1970: 1_000_000)

    /// Shows and hides `content` 100 times, checking `kind`'s count.
    private func churn<Content: View>(
        _ kind: CensusKind, animated: Animation? = nil, settle: Double = 1.0 / 60,
        @ViewBuilder _ content: @escaping () -> Content
    ) throws {
        try churn(kind, animated: animated, settle: settle, content) { _ in }
    }

    /// As `churn`, then `check` looks at the window with the view hidden, before it closes.
    private func churn<Content: View>(
        _ kind: CensusKind, animated: Animation? = nil, settle: Double = 1.0 / 60,
        _ content: @escaping () -> Content, check: (TestWindow) -> Void
    ) throws {
        let probe = ShownProbe()
        let window = TestWindow(size: CGSize(width: 300, height: 400), now: Self.start) {
            Shown(probe: probe, content: content)
        }
        var baseline = 0
        var peak = 0
        do {
            let binding = try #require(probe.binding)
            // One showing first: views that stay keep what a change made for them (the text above
            // keeps the animated value its frame moved with).
            for _ in 0..<2 {
                withAnimation(animated) { binding.wrappedValue.toggle() }
                window.advance(by: 2)
            }
            baseline = window.census.live(kind)
            peak = baseline
            for _ in 0..<100 {
                withAnimation(animated) { binding.wrappedValue.toggle() }
                window.advance(by: settle)
                peak = max(peak, window.census.live(kind))
            }
        }
        // The binding holds the window's state: the test lets go of it before closing.
        probe.binding = nil
        window.advance(by: 2)
        #expect(peak > baseline, "showing the view made no \(kind)")
        #expect(window.census.live(kind) == baseline, "\(kind) left behind")
        check(window)
        try window.close()
    }

    @Test("State storage")
    func stateStorage() throws {
        try churn(.stateStorage) { Counter() }
    }

    @Test("Subscriptions to an observed object and to a publisher")
    func subscriptions() throws {
        let model = Model()
        let subject = PassthroughSubject<Int, Never>()
        try churn(.subscription) {
            Watching(model: model).onReceive(subject) { _ in }
        }
    }

    @Test("Tasks")
    func tasks() throws {
        try churn(.task) {
            Text("Working").task { try? await Task.sleep(for: .seconds(3600)) }
        }
    }

    @Test("Timers on the graph's clock (a live timer text)")
    func timers() throws {
        try churn(.timer) { Text(Self.start, style: .timer) }
    }

    @Test("Animations, hidden mid-flight: a repeating one stops with its view")
    func animations() throws {
        try churn(.animation, animated: .linear(duration: 0.5), settle: 0.2) {
            Pulsing().transition(.scale)
        } check: { window in
            // Nothing is left to animate: the window asks for no more frames.
            #expect(!window.needsFrame)
        }
    }

    @Test("Navigation controllers")
    func navigationControllers() throws {
        // Once kept by the graph's back-key handlers until the next key press; now let go at unmount.
        try churn(.navigationController) {
            NavigationStack { Text("Root").navigationTitle("Title") }
        }
    }

    @Test("Layout and view nodes of a lazy list")
    func nodes() throws {
        try churn(.viewNode) { List(0..<50, id: \.self) { Text("Row \($0)") } }
        try churn(.layoutNode) { List(0..<50, id: \.self) { Text("Row \($0)") } }
    }

    @Test("Windows and graphs opened and closed 50 times are all freed")
    func windowsAndGraphs() throws {
        var censuses: [NodeCensus] = []
        weak var lastWindow: TestWindow?
        for index in 0..<50 {
            let window = TestWindow(size: CGSize(width: 200, height: 100)) { Text("Window \(index)") }
            #expect(window.census.live(.window) == 1)
            #expect(window.census.live(.graph) == 1)
            censuses.append(window.census)
            try window.close()
            #expect(window.census.live(.graph) == 0)
            lastWindow = window
        }
        #expect(lastWindow == nil)
        #expect(censuses.allSatisfy { $0.live(.window) == 0 && $0.nonZero.isEmpty })
    }

    @Test("Closing reports a graph kept from outside")
    func keptGraph() {
        let window = TestWindow(size: CGSize(width: 200, height: 100)) { Text("Kept") }
        let kept = window.graph
        #expect {
            try window.close()
        } throws: { error in
            (error as? TestWindow.Leftovers)?.graphSurvived == true
        }
        withExtendedLifetime(kept) {}
    }

    @Test("Closing names the kinds a user's object kept alive")
    func keptState() throws {
        let keeper = BindingKeeper()
        let window = TestWindow(size: CGSize(width: 200, height: 100)) { Keeping(keeper: keeper) }
        window.render()
        #expect(keeper.binding != nil)
        #expect {
            try window.close()
        } throws: { error in
            guard let leftovers = error as? TestWindow.Leftovers else { return false }
            return !leftovers.graphSurvived && leftovers.survivors == ["state storages": 1]
        }
        keeper.binding = nil
        #expect(window.census.nonZero.keys.sorted { $0.rawValue < $1.rawValue } == [.window])
    }
}

/// Shows `content` while its state says so; hands the test the binding that flips it.
@MainActor
private final class ShownProbe {
    var binding: Binding<Bool>?
}

private struct Shown<Content: View>: View {
    let probe: ShownProbe
    @ViewBuilder let content: () -> Content
    @State private var shown = false

    var body: some View {
        let _ = (probe.binding = $shown)
        VStack {
            Text("Always here")
            if shown { content() }
        }
    }
}

private struct Counter: View {
    @State private var count = 0

    var body: some View {
        Text("Count \(count)")
    }
}

private final class Model: ObservableObject {
    @Published var value = 0
}

private struct Watching: View {
    @ObservedObject var model: Model

    var body: some View {
        Text("Value \(model.value)")
    }
}

private struct Pulsing: View {
    @State private var faded = false

    var body: some View {
        Color.red.frame(width: 50, height: 50)
            .opacity(faded ? 0.2 : 1)
            .onAppear { withAnimation(.linear(duration: 1).repeatForever()) { faded = true } }
    }
}

/// A user's object that keeps a view's binding (and so its state) beyond the view's life.
@MainActor
private final class BindingKeeper {
    var binding: Binding<Int>?
}

private struct Keeping: View {
    let keeper: BindingKeeper
    @State private var count = 0

    var body: some View {
        let _ = (keeper.binding = $count)
        Text("Count \(count)")
    }
}
