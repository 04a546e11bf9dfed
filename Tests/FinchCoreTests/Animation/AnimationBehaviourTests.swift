import Foundation
import Testing

@testable import FinchCore

/// Memorize's matched-card spin: an implicit repeating rotation, with other state changing meanwhile.
private struct Spinner: View {
    let matched: Probe<Binding<Bool>>
    let other: Probe<Binding<Int>>
    @State private var isMatched = false
    @State private var score = 0

    var body: some View {
        let _ = (matched.value = $isMatched)
        let _ = (other.value = $score)
        VStack {
            Text("score \(score)")
            Rectangle().fill(Color.red).frame(width: 20, height: 20)
                .rotationEffect(Angle.degrees(isMatched ? 180 : 0))
                .animation(isMatched ? Animation.linear(duration: 1).repeatForever(autoreverses: false) : .default)
        }
    }
}

/// The spin as Memorize's CardView has it: inside a GeometryReader, changed in an animated transaction.
private struct ReaderSpinner: View {
    let matched: Probe<Binding<Bool>>
    @State private var isMatched = false

    var body: some View {
        let _ = (matched.value = $isMatched)
        GeometryReader { _ in
            Rectangle().fill(Color.red).frame(width: 20, height: 20)
                .rotationEffect(Angle.degrees(isMatched ? 180 : 0))
                .animation(isMatched ? Animation.linear(duration: 1).repeatForever(autoreverses: false) : .default)
        }
    }
}

/// Lecture 6's bonus pie: on appearing, a value is set at once and then animated to zero.
private struct Countdown: View {
    let show: Probe<Binding<Bool>>
    @State private var shown = false
    @State private var remaining = 0.0

    var body: some View {
        let _ = (show.value = $shown)
        VStack {
            if shown {
                Color.red.frame(width: remaining * 100, height: 10)
                    .onAppear {
                        remaining = 1
                        withAnimation(.linear(duration: 6)) { remaining = 0 }
                    }
            }
        }
    }
}

/// Lecture 6's pie swap: two branches in a Group whose transition is `.identity`.
private struct SwappedInGroup: View {
    let probe: Probe<Binding<Bool>>
    @State private var flag = false

    var body: some View {
        let _ = (probe.value = $flag)
        Group {
            if flag {
                Color.blue.frame(width: 20, height: 20)
            } else {
                Color.red.frame(width: 20, height: 20)
            }
        }
        .padding(5)
        .transition(.identity)
    }
}

private final class CountdownModel: ObservableObject {
    @Published var remaining = 0.0
}

/// The same countdown with the value in an ObservableObject: its change is reported before it is made too.
private struct ModelCountdown: View {
    let show: Probe<Binding<Bool>>
    @ObservedObject var model: CountdownModel
    @State private var shown = false

    var body: some View {
        let _ = (show.value = $shown)
        VStack {
            if shown {
                Color.red.frame(width: model.remaining * 100, height: 10)
                    .onAppear {
                        model.remaining = 1
                        withAnimation(.linear(duration: 6)) { model.remaining = 0 }
                    }
            }
        }
    }
}

private struct Ordered: View {
    let probe: Probe<Binding<[Int]>>
    @State private var order = [1, 2, 3]

    var body: some View {
        let _ = (probe.value = $order)
        HStack(spacing: 0) {
            ForEach(order, id: \.self) { id in
                Rectangle().fill(id == 1 ? Color.red : id == 2 ? Color.green : Color.blue).frame(width: 10, height: 10)
            }
        }
    }
}

private struct Sliding: View {
    let probe: Probe<Binding<Bool>>
    @State private var right = false

    var body: some View {
        let _ = (probe.value = $right)
        Color.red.frame(width: 10, height: 10).offset(x: right ? 100 : 0)
    }
}

/// The rotation (radians) of the first group that rotates, from its transform.
@MainActor
private func rotation(in items: [DisplayItem]) -> Double? {
    for item in items {
        if case .group(let group) = item {
            if group.transform.b != 0 || group.transform.a != 1 {
                return atan2(Double(group.transform.b), Double(group.transform.a))
            }
            if let inner = rotation(in: group.children) { return inner }
        }
    }
    return nil
}

@MainActor
private func offsetX(in graph: ViewGraph) -> Double {
    for item in graph.displayList.items {
        if case .group(let group) = item { return Double(group.transform.tx) }
    }
    return 0
}

/// A custom transition state: content faded to `level`.
private struct Faded: ViewModifier {
    let level: Double

    func body(content: Content) -> some View {
        content.opacity(level)
    }
}

private struct Arriving: View {
    let probe: Probe<Binding<Bool>>
    @State private var shown = false

    var body: some View {
        let _ = (probe.value = $shown)
        ZStack {
            if shown {
                Rectangle().fill(Color.red).frame(width: 20, height: 20)
                    .transition(.modifier(active: Faded(level: 0), identity: Faded(level: 1)))
            }
        }
        .frame(width: 100, height: 100)
    }
}

@MainActor
private func firstOpacity(_ items: [DisplayItem]) -> Double? {
    for item in items {
        if case .group(let group) = item {
            if group.opacity != 1 { return group.opacity }
            if let inner = firstOpacity(group.children) { return inner }
        }
    }
    return nil
}

@MainActor
@Suite("Repeating, interrupted and reordering animations behave as in SwiftUI")
struct AnimationBehaviourTests {
    func sample(_ graph: ViewGraph, at time: Double) {
        graph.frame(at: time, in: CGSize(width: 300, height: 100))
    }

    @Test("repeatForever keeps running after other state changes")
    func repeatForever() throws {
        let matched = Probe<Binding<Bool>>()
        let other = Probe<Binding<Int>>()
        let graph = layout(Spinner(matched: matched, other: other), in: CGSize(width: 300, height: 100))
        matched.value?.wrappedValue = true
        sample(graph, at: 0.5)
        let first = try #require(rotation(in: graph.displayList.items))
        #expect(abs(first - .pi / 2) < 1e-6)
        other.value?.wrappedValue = 5
        sample(graph, at: 1.25)
        #expect(graph.frames(ofText: "score 5").count == 1)
        #expect(graph.hasRunningAnimations)
        // 1.25 s into a 1 s repeating 0 → 180° turn without autoreverse: a quarter of the way again.
        let later = try #require(rotation(in: graph.displayList.items))
        #expect(abs(later - .pi / 4) < 1e-6)
        sample(graph, at: 100.5)
        #expect(graph.hasRunningAnimations)
    }

    @Test("An implicit repeating animation inside a GeometryReader starts in an animated transaction")
    func repeatForeverInsideReader() throws {
        let matched = Probe<Binding<Bool>>()
        let graph = layout(ReaderSpinner(matched: matched), in: CGSize(width: 300, height: 100))
        withAnimation(.linear(duration: 0.75)) { matched.value?.wrappedValue = true }
        sample(graph, at: 0.5)
        let first = try #require(rotation(in: graph.displayList.items))
        #expect(abs(first - .pi / 2) < 1e-6)
        sample(graph, at: 100.5)
        #expect(graph.hasRunningAnimations)
    }

    @Test(
        "A value set at once and then with an animation animates from the first value",
        arguments: [false, true])
    func setThenAnimate(insertionAnimated: Bool) throws {
        let show = Probe<Binding<Bool>>()
        let graph = layout(Countdown(show: show), in: CGSize(width: 300, height: 100))
        if insertionAnimated {
            withAnimation(.linear(duration: 0.75)) { show.value?.wrappedValue = true }
        } else {
            show.value?.wrappedValue = true
        }
        sample(graph, at: 3)
        let width = try #require(rect(of: .red, in: graph)).width
        #expect(abs(width - 50) < 1e-6)
    }

    @Test("A new value ends a repeating animation: it moves to the new value and stops")
    func repeatForeverStopsOnNewValue() throws {
        let matched = Probe<Binding<Bool>>()
        let other = Probe<Binding<Int>>()
        let graph = layout(Spinner(matched: matched, other: other), in: CGSize(width: 300, height: 100))
        matched.value?.wrappedValue = true
        sample(graph, at: 0.5)
        matched.value?.wrappedValue = false
        sample(graph, at: 0.6)
        #expect(graph.hasRunningAnimations)
        sample(graph, at: 10)
        #expect(!graph.hasRunningAnimations)
        #expect(rotation(in: graph.displayList.items) == nil)
    }

    @Test("A transition on a Group (after other modifiers) applies to its views; .identity removes at once")
    func groupTransitionIdentity() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(SwappedInGroup(probe: probe), in: CGSize(width: 300, height: 100))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        sample(graph, at: 0.5)
        #expect(rect(of: .red, in: graph) == nil)
        #expect(rect(of: .blue, in: graph) != nil)
    }

    @Test("A published value set at once and then with an animation animates from the first value")
    func setThenAnimatePublished() throws {
        let show = Probe<Binding<Bool>>()
        let graph = layout(ModelCountdown(show: show, model: CountdownModel()), in: CGSize(width: 300, height: 100))
        show.value?.wrappedValue = true
        sample(graph, at: 3)
        let width = try #require(rect(of: .red, in: graph)).width
        #expect(abs(width - 50) < 1e-6)
    }

    @Test("A .modifier(active:identity:) transition animates the modifier's values on insertion")
    func modifierTransition() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Arriving(probe: probe), in: CGSize(width: 300, height: 100))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        sample(graph, at: 0.5)
        let opacity = try #require(firstOpacity(graph.displayList.items))
        #expect(abs(opacity - 0.5) < 1e-6)
        sample(graph, at: 1)
        #expect(firstOpacity(graph.displayList.items) == nil)
        #expect(rect(of: .red, in: graph) != nil)
    }

    @Test("A .modifier(active:identity:) transition animates toward active while the view leaves")
    func modifierTransitionRemoval() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Arriving(probe: probe), in: CGSize(width: 300, height: 100))
        probe.value?.wrappedValue = true
        sample(graph, at: 0)
        #expect(rect(of: .red, in: graph) != nil)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = false }
        sample(graph, at: 0.5)
        let opacity = try #require(firstOpacity(graph.displayList.items))
        #expect(abs(opacity - 0.5) < 1e-6)
        #expect(rect(of: .red, in: graph) != nil)
        sample(graph, at: 1.01)
        #expect(!graph.hasRunningAnimations)
        #expect(rect(of: .red, in: graph) == nil)
    }

    @Test("A ForEach reorder moves each view from its old place to its new one")
    func reorderMoves() throws {
        let probe = Probe<Binding<[Int]>>()
        let graph = layout(Ordered(probe: probe), in: CGSize(width: 300, height: 100))
        let redBefore = try #require(rect(of: .red, in: graph)).minX
        let blueBefore = try #require(rect(of: .blue, in: graph)).minX
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = [3, 2, 1] }
        sample(graph, at: 0.5)
        #expect(rect(of: .red, in: graph)?.minX == (redBefore + blueBefore) / 2)
        sample(graph, at: 1)
        #expect(rect(of: .red, in: graph)?.minX == blueBefore)
        #expect(rect(of: .blue, in: graph)?.minX == redBefore)
    }

    @Test("A spring interrupting a spring carries on smoothly from where the value is")
    func springRetarget() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Sliding(probe: probe), in: CGSize(width: 300, height: 100))
        withAnimation(.spring(response: 0.5, dampingFraction: 1)) { probe.value?.wrappedValue = true }
        sample(graph, at: 0.2)
        let before = offsetX(in: graph)
        withAnimation(.spring(response: 0.5, dampingFraction: 1)) { probe.value?.wrappedValue = false }
        sample(graph, at: 0.2)
        #expect(abs(offsetX(in: graph) - before) < 1e-6)
        sample(graph, at: 0.21)
        // Still moving right for a moment: the spring kept the velocity it had.
        #expect(offsetX(in: graph) > before)
        sample(graph, at: 3)
        #expect(abs(offsetX(in: graph)) < 1e-6)
    }
}
