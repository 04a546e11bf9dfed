import Foundation
import Testing

@testable import FinchCore

private struct Fader: View {
    let probe: Probe<Binding<Bool>>
    let implicit: Animation?
    @State private var visible = true

    var body: some View {
        let _ = (probe.value = $visible)
        if let implicit {
            Rectangle().fill(Color.red).opacity(visible ? 1 : 0).animation(implicit, value: visible)
        } else {
            Rectangle().fill(Color.red).opacity(visible ? 1 : 0)
        }
    }
}

private struct Overridden: View {
    let probe: Probe<Binding<Bool>>
    @State private var visible = true

    var body: some View {
        let _ = (probe.value = $visible)
        Rectangle().fill(Color.red).opacity(visible ? 1 : 0).animation(.linear(duration: 2))
    }
}

private struct Grower: View {
    let probe: Probe<Binding<Bool>>
    @State private var wide = false

    var body: some View {
        let _ = (probe.value = $wide)
        Color.red.frame(width: wide ? 100 : 50, height: 10)
    }
}

private struct Wedge: Shape {
    var end: Double

    var animatableData: Double {
        get { end }
        set { end = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: end, height: 10))
    }
}

private struct WedgeView: View {
    let probe: Probe<Binding<Double>>
    @State private var end = 10.0

    var body: some View {
        let _ = (probe.value = $end)
        Wedge(end: end).fill(Color.red).frame(width: 200, height: 10)
    }
}

private struct Tinted: View {
    let probe: Probe<Binding<Bool>>
    @State private var light = false

    var body: some View {
        let _ = (probe.value = $light)
        light ? Color.white : Color.black
    }
}

@MainActor
final class SeenValues {
    var values: [Double] = []
}

private struct Recording: AnimatableModifier {
    var level: Double
    let seen: SeenValues

    var animatableData: Double {
        get { level }
        set { level = newValue }
    }

    func body(content: Content) -> some View {
        let _ = seen.values.append(level)
        content.opacity(level)
    }
}

private struct RecordingView: View {
    let probe: Probe<Binding<Double>>
    let seen: SeenValues
    @State private var level = 1.0

    var body: some View {
        let _ = (probe.value = $level)
        Color.red.modifier(Recording(level: level, seen: seen))
    }
}

/// The opacity of the first group in a display list (1 when there is none).
@MainActor
private func opacity(in graph: ViewGraph) -> Double {
    for item in graph.displayList.items {
        if case .group(let group) = item { return group.opacity }
    }
    return graph.displayList.items.isEmpty ? 0 : 1
}

@MainActor
private func frame(in graph: ViewGraph, at time: Double, size: CGSize = CGSize(width: 200, height: 50)) -> CGRect? {
    graph.frame(at: time, in: size)
    return rect(of: .red, in: graph)
}

@MainActor
@Suite("Changes in animated transactions move values over time on the graph's clock")
struct AnimationEngineTests {
    func start<V: View>(_ view: V) -> ViewGraph {
        layout(view, in: CGSize(width: 200, height: 50))
    }

    func sample(_ graph: ViewGraph, at time: Double) -> Double {
        graph.frame(at: time, in: CGSize(width: 200, height: 50))
        return opacity(in: graph)
    }

    @Test("withAnimation animates opacity linearly from the old value to the new")
    func explicitAnimation() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = start(Fader(probe: probe, implicit: nil))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = false }
        #expect(abs(sample(graph, at: 0) - 1) < 1e-9)
        #expect(abs(sample(graph, at: 0.25) - 0.75) < 1e-9)
        #expect(graph.hasRunningAnimations)
        #expect(abs(sample(graph, at: 0.5) - 0.5) < 1e-9)
        #expect(sample(graph, at: 1) == 0)
        #expect(!graph.hasRunningAnimations)
        #expect(!graph.needsFrame)
    }

    @Test("A change outside an animated transaction jumps")
    func noAnimation() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = start(Fader(probe: probe, implicit: nil))
        probe.value?.wrappedValue = false
        #expect(sample(graph, at: 0) == 0)
        #expect(!graph.hasRunningAnimations)
    }

    @Test(".animation(_:value:) animates its subtree when the value changes")
    func implicitAnimation() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = start(Fader(probe: probe, implicit: .linear(duration: 1)))
        probe.value?.wrappedValue = false
        #expect(abs(sample(graph, at: 0.5) - 0.5) < 1e-9)
        #expect(sample(graph, at: 1) == 0)
    }

    @Test("An explicit animation does not override an implicit .animation(_:) (CS193p lecture 6)")
    func explicitDoesNotOverrideImplicit() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = start(Overridden(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = false }
        // The implicit 2-second animation wins: half-way at 1 s, not finished.
        #expect(abs(sample(graph, at: 1) - 0.5) < 1e-9)
        #expect(sample(graph, at: 2) == 0)
    }

    @Test("A frame change in an animated transaction glides")
    func frameAnimation() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = start(Grower(probe: probe))
        #expect(frame(in: graph, at: 0)?.width == 50)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        #expect(frame(in: graph, at: 0)?.width == 50)
        #expect(frame(in: graph, at: 0.5)?.width == 75)
        #expect(frame(in: graph, at: 0.5)?.minX == 62.5)
        #expect(frame(in: graph, at: 1)?.width == 100)
    }

    @Test("A shape's animatableData is interpolated, so its path changes every frame")
    func shapeData() throws {
        let probe = Probe<Binding<Double>>()
        let graph = start(WedgeView(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = 110 }
        #expect(frame(in: graph, at: 0.5)?.width == 60)
        #expect(frame(in: graph, at: 1)?.width == 110)
    }

    @Test("An animatable modifier's body sees every intermediate value")
    func animatableModifier() throws {
        let probe = Probe<Binding<Double>>()
        let seen = SeenValues()
        let graph = start(RecordingView(probe: probe, seen: seen))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = 0 }
        for time in [0.0, 0.25, 0.5, 0.75, 1.0] { _ = sample(graph, at: time) }
        // Every evaluation at a time sees that time's value (repeats at one time are collapsed here).
        let distinct = seen.values.reduce(into: [Double]()) { if $0.last != $1 { $0.append($1) } }
        #expect(distinct == [1, 0.75, 0.5, 0.25, 0])
        #expect(!graph.needsFrame)
    }

    @Test("An animatable modifier is evaluated once more when its animation ends, then not on later frames")
    func finishedModifierAnimationsStopEvaluating() throws {
        let probe = Probe<Binding<Double>>()
        let seen = SeenValues()
        let graph = start(RecordingView(probe: probe, seen: seen))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = 0 }
        _ = sample(graph, at: 0)
        _ = sample(graph, at: 0.5)
        // Past the end without asking `needsFrame` in between (a host that is drawing other
        // animations does not ask): the final value is shown once...
        _ = sample(graph, at: 1.5)
        #expect(seen.values.last == 0)
        let evaluations = seen.values.count
        // ...and later frames (another view animating elsewhere) do not evaluate it again.
        for time in [2.0, 2.5, 3.0] { _ = sample(graph, at: time) }
        #expect(seen.values.count == evaluations)
    }

    @Test("A colour change animates in linear light")
    func colorAnimation() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = start(Tinted(probe: probe))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        graph.frame(at: 0.5, in: CGSize(width: 200, height: 50))
        guard case .fill(_, .color(let color), _)? = graph.displayList.items.first else {
            Issue.record("no fill")
            return
        }
        // Half-way between black and white in linear light is sRGB ≈ 0.735, not 0.5.
        #expect(abs(color.red - 0.735) < 0.01)
        graph.frame(at: 1, in: CGSize(width: 200, height: 50))
        #expect(
            graph.displayList.items.first
                == .fill(Path(CGRect(x: 0, y: 0, width: 200, height: 50)), .color(.white), eoFill: false))
    }

    @Test("An interrupted animation adds up: the new one starts from what is shown")
    func interruption() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = start(Fader(probe: probe, implicit: nil))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = false }
        #expect(abs(sample(graph, at: 0.5) - 0.5) < 1e-9)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        // At 0.5 s nothing jumps: still 0.5; the first animation ends at 1 s, the second at 1.5 s.
        #expect(abs(sample(graph, at: 0.5) - 0.5) < 1e-9)
        #expect(abs(sample(graph, at: 1.0) - 0.5) < 1e-9)
        #expect(sample(graph, at: 1.5) == 1)
    }
}

private struct Rounded: View {
    let probe: Probe<Binding<Bool>>
    @State private var round = false

    var body: some View {
        let _ = (probe.value = $round)
        RoundedRectangle(cornerRadius: round ? 20 : 0).fill(Color.red).frame(width: 100, height: 100)
    }
}

private struct Graded: View {
    let probe: Probe<Binding<Bool>>
    @State private var warm = false

    var body: some View {
        let _ = (probe.value = $warm)
        Rectangle().fill(LinearGradient(colors: [warm ? .white : .black, .black], startPoint: .top, endPoint: .bottom))
    }
}

@MainActor
@Suite("Corner radii and gradient colours animate; disablesAnimations turns animation off")
struct AnimatedValueKindsTests {
    func sample(_ graph: ViewGraph, at time: Double) -> [DisplayItem] {
        graph.frame(at: time, in: CGSize(width: 200, height: 200))
        return graph.displayList.items
    }

    @Test("A corner radius animates through the shape's animatable data")
    func cornerRadius() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Rounded(probe: probe), in: CGSize(width: 200, height: 200))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        guard case .fill(let path, _, _)? = sample(graph, at: 0.5).first else {
            Issue.record("no fill")
            return
        }
        // Half-way to radius 20: the first segment starts 10 pt in from the corner, times the 1.528 radii
        // a continuous corner (the default style) reaches along its edge.
        guard case .move(let start)? = path.elements.first else {
            Issue.record("no move")
            return
        }
        #expect(abs(start.x - (50 + 10 * 1.528_665)) < 0.01)
    }

    @Test("A gradient's colours animate")
    func gradientColours() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Graded(probe: probe), in: CGSize(width: 200, height: 200))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        guard case .fill(_, .linearGradient(let stops, _, _), _)? = sample(graph, at: 0.5).first else {
            Issue.record("no gradient fill")
            return
        }
        #expect(abs(stops[0].color.red - 0.735) < 0.01)
    }

    @Test("withTransaction with disablesAnimations makes even implicit animations jump")
    func disablesAnimations() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Overridden(probe: probe), in: CGSize(width: 200, height: 50))
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        withTransaction(transaction) { probe.value?.wrappedValue = false }
        graph.frame(at: 0.5, in: CGSize(width: 200, height: 50))
        #expect(!graph.hasRunningAnimations)
        #expect(graph.displayList.items.isEmpty)
    }
}
