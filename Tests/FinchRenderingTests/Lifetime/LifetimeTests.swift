import Finch
import FinchCore
import FinchTesting
import Foundation
import Testing

/// Shows and hides the views that keep state outside their bodies (built during layout, presented,
/// running a task, animating) a hundred times: afterwards the window's live graph and layout nodes are
/// exactly those in its tree, and closing the window leaves none behind.
@MainActor
@Suite("Views that leave the tree leave nothing behind")
struct LifetimeTests {
    /// A view shown while `shown` is true; a probe hands the test its binding.
    private struct Toggled<Content: View>: View {
        let probe: Probe<Binding<Bool>>
        @ViewBuilder let content: () -> Content
        @State private var shown = false

        var body: some View {
            let _ = (probe.value = $shown)
            VStack {
                Text("Always here")
                if shown { content() }
            }
        }
    }

    private func cycle<Content: View>(
        animated: Animation? = nil, settle: Double = 1.0 / 60, @ViewBuilder _ content: @escaping () -> Content
    ) throws {
        let probe = Probe<Binding<Bool>>()
        let window = TestWindow(size: CGSize(width: 300, height: 400)) { Toggled(probe: probe, content: content) }
        do {
            let binding = try #require(probe.value)
            for _ in 0..<100 {
                withAnimation(animated) { binding.wrappedValue.toggle() }
                window.advance(by: settle)
            }
        }
        // The binding holds the window's state: the test lets go of it before closing.
        probe.value = nil
        window.advance(by: 2)
        #expect(window.liveNodeCount == window.treeNodeCount)
        #expect(window.liveLayoutNodeCount == window.treeLayoutNodeCount)
        #expect(window.treeNodeCount > 0)
        try window.close()
    }

    @Test("A GeometryReader shown and hidden 100 times")
    func geometryReader() throws {
        try cycle {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) wide").position(x: proxy.size.width / 2, y: 10)
            }
        }
    }

    @Test("A lazy stack in a ScrollView shown and hidden 100 times")
    func lazyStackInScrollView() throws {
        try cycle {
            ScrollView {
                LazyVStack { ForEach(0..<200) { Text("Row \($0)").frame(height: 30) } }
            }
        }
    }

    @Test("A sheet presented and dismissed 100 times")
    func sheet() throws {
        let probe = Probe<Binding<Bool>>()
        let window = TestWindow(size: CGSize(width: 300, height: 400)) { SheetPresenter(probe: probe) }
        do {
            let binding = try #require(probe.value)
            for _ in 0..<100 {
                binding.wrappedValue.toggle()
                window.advance(by: 0.5)
            }
        }
        probe.value = nil
        window.advance(by: 2)
        #expect(window.liveNodeCount == window.treeNodeCount)
        #expect(window.liveLayoutNodeCount == window.treeLayoutNodeCount)
        try window.close()
    }

    private struct SheetPresenter: View {
        let probe: Probe<Binding<Bool>>
        @State private var presented = false

        var body: some View {
            let _ = (probe.value = $presented)
            Text("Behind").sheet(isPresented: $presented) {
                VStack {
                    Text("In the sheet")
                    GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2) }
                }
            }
        }
    }

    @Test("A view with a running .task shown and hidden 100 times")
    func task() throws {
        try cycle {
            Text("Working").task {
                try? await Task.sleep(for: .seconds(3600))
            }
        }
    }

    @Test("A view with an animation in flight hidden mid-flight 100 times")
    func animationInFlight() throws {
        try cycle(animated: .linear(duration: 0.5), settle: 0.2) {
            Pulsing().transition(.scale)
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

    @Test("Closing a window unmounts its views: their tasks are cancelled")
    func closeCancelsTasks() async throws {
        let state = TaskState()
        let window = TestWindow(size: CGSize(width: 100, height: 100)) {
            Text("Working").task {
                state.started = true
                await withTaskCancellationHandler {
                    try? await Task.sleep(for: .seconds(3600))
                } onCancel: {
                    state.cancelHandlerRan.withLock { $0 = true }
                }
                state.endedCancelled = Task.isCancelled
            }
        }
        window.render()
        // The task starts on the main actor once the test lets it run (no time passes).
        for _ in 0..<1000 where !state.started { await Task.yield() }
        #expect(state.started)
        #expect(window.census.live(.task) == 1)
        #expect(!state.cancelHandlerRan.withLock { $0 })
        try window.close()
        // Cancelling runs the handler at once, in `close()`.
        #expect(state.cancelHandlerRan.withLock { $0 })
        #expect(window.census.live(.task) == 0)
        for _ in 0..<1000 where state.endedCancelled == nil { await Task.yield() }
        #expect(state.endedCancelled == true)
        #expect(window.liveNodeCount == 0)
    }

    @MainActor
    private final class TaskState {
        var started = false
        /// Set by the cancellation handler, which runs where the task is cancelled.
        let cancelHandlerRan = LockedState(false)
        /// `Task.isCancelled` as the task saw it when its work ended.
        var endedCancelled: Bool?
    }
}

/// Hands a value from inside a view's body to the test.
@MainActor
private final class Probe<Value> {
    var value: Value?
}
