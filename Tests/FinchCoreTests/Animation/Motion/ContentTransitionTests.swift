import Foundation
import Testing

@testable import FinchCore

/// A counter whose text changes with an animation, under the content transition given.
private struct Counter: View {
    let probe: Probe<Binding<Int>>
    let transition: ContentTransition?
    var byValue = false
    @State private var count = 5

    var body: some View {
        let _ = (probe.value = $count)
        VStack {
            if let transition {
                Text("\(count)").contentTransition(byValue ? .numericText(value: Double(count)) : transition)
            } else {
                Text("\(count)")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A score whose digits roll.
private struct Score: View {
    let probe: Probe<Binding<Int>>
    @State private var score = 19

    var body: some View {
        let _ = (probe.value = $score)
        Text("Score: \(score) pts")
            .contentTransition(.numericText())
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A label that stays and a count that changes with an animation, under the default transition.
private struct Labelled: View {
    let probe: Probe<Binding<Int>>
    @State private var count = 5

    var body: some View {
        let _ = (probe.value = $count)
        VStack {
            Text("Count")
            Text("\(count)")
        }
    }
}

/// The text node drawing `string` under `root`.
@MainActor
private func textNode(_ string: String, in root: LayoutNode) -> TextNode? {
    if let text = root as? TextNode, text.string == string { return text }
    for child in root.children {
        if let found = textNode(string, in: child) { return found }
    }
    return nil
}

/// A text drawn: its characters, the opacity and vertical shift of the groups around it.
private struct DrawnText: Equatable {
    let string: String
    let opacity: Double
    let shift: CGFloat
    var x: CGFloat = 0

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.string == rhs.string && lhs.opacity == rhs.opacity && lhs.shift == rhs.shift
    }
}

@MainActor
private func drawnTexts(in graph: ViewGraph) -> [DrawnText] {
    var result: [DrawnText] = []
    func walk(_ items: [DisplayItem], _ opacity: Double, _ transform: Transform2D) {
        for item in items {
            switch item {
            case .text(let run):
                let string = run.layout.spans.map(\.string).joined()
                let shift = transform.apply(to: .zero).y
                result.append(DrawnText(string: string, opacity: opacity, shift: shift, x: run.frame.minX))
            case .group(let group):
                walk(group.children, opacity * group.opacity, group.transform.concatenating(transform))
            default: break
            }
        }
    }
    walk(graph.displayList.items, 1, .identity)
    return result
}

@MainActor
@Suite("contentTransition: a text's old characters go as its new ones come, over the animation")
struct ContentTransitionTests {
    let size = CGSize(width: 200, height: 100)

    /// Sets the count to `value` in a linear one-second animation, then draws the frame at `time`.
    private func change(_ probe: Probe<Binding<Int>>, to value: Int, graph: ViewGraph, at time: Double) {
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = value }
        graph.frame(at: time, in: size)
    }

    @Test(".opacity crossfades: halfway, the old text and the new are each drawn at half opacity, in place")
    func crossfade() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Counter(probe: probe, transition: .opacity), in: size)
        change(probe, to: 6, graph: graph, at: 0)
        graph.frame(at: 0.5, in: size)
        let texts = drawnTexts(in: graph)
        #expect(texts.map(\.string) == ["5", "6"])
        for text in texts {
            #expect(abs(text.opacity - 0.5) < 1e-6)
            #expect(text.shift == 0)
        }
        graph.frame(at: 1.5, in: size)
        #expect(drawnTexts(in: graph) == [DrawnText(string: "6", opacity: 1, shift: 0)])
    }

    @Test(".numericText rolls up: the old text rises and fades, the new one rises into place from below")
    func numericRollsUp() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Counter(probe: probe, transition: .numericText()), in: size)
        let height = try #require(graph.frames(ofText: "5").first?.height)
        change(probe, to: 6, graph: graph, at: 0)
        graph.frame(at: 0.25, in: size)
        let texts = drawnTexts(in: graph)
        #expect(texts.map(\.string) == ["5", "6"])
        let distance = height * ContentTransitionNode.rollDistance
        #expect(abs(texts[0].shift - -distance * 0.25) < 1e-6)
        #expect(abs(texts[0].opacity - 0.75) < 1e-6)
        #expect(abs(texts[1].shift - distance * 0.75) < 1e-6)
        #expect(abs(texts[1].opacity - 0.25) < 1e-6)
    }

    @Test(".numericText rolls only the characters that changed; those shared at the start and end stay")
    func numericRollsChangedDigits() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Score(probe: probe), in: size)
        let whole = try #require(graph.frames(ofText: "Score: 19 pts").first)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = 20 }
        graph.frame(at: 0, in: size)
        graph.frame(at: 0.5, in: size)
        let texts = drawnTexts(in: graph)
        try #require(texts.map(\.string) == ["Score: ", "19", "20", " pts"])
        let still = texts.filter { $0.string == "Score: " || $0.string == " pts" }
        #expect(still.allSatisfy { $0.opacity == 1 && $0.shift == 0 })
        let prefix = try #require(texts.first)
        #expect(prefix.x == whole.minX)
        let old = texts[1]
        let new = texts[2]
        #expect(old.x > whole.minX && old.x == new.x, "the changed digits roll where they stand")
        #expect(old.shift < 0 && new.shift > 0)
        #expect(abs(old.opacity - 0.5) < 1e-6 && abs(new.opacity - 0.5) < 1e-6)
        graph.frame(at: 1.5, in: size)
        #expect(drawnTexts(in: graph) == [DrawnText(string: "Score: 20 pts", opacity: 1, shift: 0)])
    }

    @Test(".numericText(countsDown: true) rolls down; .numericText(value:) rolls down when the value went down")
    func numericRollsDown() throws {
        for transition in [ContentTransition.numericText(countsDown: true), .numericText(value: 0)] {
            let probe = Probe<Binding<Int>>()
            let byValue = transition.numericValue != nil
            let graph = layout(Counter(probe: probe, transition: transition, byValue: byValue), in: size)
            change(probe, to: 4, graph: graph, at: 0)
            graph.frame(at: 0.5, in: size)
            let texts = drawnTexts(in: graph)
            #expect(texts.map(\.string) == ["5", "4"])
            #expect(texts.first.map { $0.shift > 0 } == true, "the old text moves down")
            #expect(texts.last.map { $0.shift < 0 } == true, "the new one comes from above")
        }
    }

    @Test(".numericText(value:) rolls up when the value went up")
    func numericValueUp() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Counter(probe: probe, transition: .numericText(), byValue: true), in: size)
        change(probe, to: 6, graph: graph, at: 0)
        graph.frame(at: 0.5, in: size)
        let texts = drawnTexts(in: graph)
        #expect(texts.map(\.string) == ["5", "6"])
        #expect(texts.first.map { $0.shift < 0 } == true)
    }

    @Test("Where the program set none, a text crossfades as under .opacity (SwiftUI's default)")
    func crossfadesByDefault() throws {
        #expect(EnvironmentValues().contentTransition == .opacity)
        let probe = Probe<Binding<Int>>()
        let graph = layout(Counter(probe: probe, transition: nil), in: size)
        change(probe, to: 6, graph: graph, at: 0)
        graph.frame(at: 0.25, in: size)
        let texts = drawnTexts(in: graph)
        #expect(texts.map(\.string) == ["5", "6"])
        #expect(abs((texts.first?.opacity ?? 0) - 0.75) < 1e-6)
        #expect(abs((texts.last?.opacity ?? 0) - 0.25) < 1e-6)
        #expect(texts.allSatisfy { $0.shift == 0 })
        graph.frame(at: 1.5, in: size)
        #expect(drawnTexts(in: graph) == [DrawnText(string: "6", opacity: 1, shift: 0)])
        let text = try #require(graph.root.flatMap { textNode("6", in: $0) })
        #expect(!(text.parent is EffectNode), "once it has ended, the text is drawn as plain text again")
    }

    @Test("No transition with .identity, nor without an animation (by default or under .opacity)")
    func changesAtOnce() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Counter(probe: probe, transition: .identity), in: size)
        change(probe, to: 6, graph: graph, at: 0)
        graph.frame(at: 0.5, in: size)
        #expect(drawnTexts(in: graph) == [DrawnText(string: "6", opacity: 1, shift: 0)])
        for transition in [ContentTransition.opacity, nil] {
            let probe = Probe<Binding<Int>>()
            let graph = layout(Counter(probe: probe, transition: transition), in: size)
            probe.value?.wrappedValue = 6
            graph.frame(at: 0.5, in: size)
            #expect(drawnTexts(in: graph) == [DrawnText(string: "6", opacity: 1, shift: 0)])
        }
    }

    @Test("A text whose characters did not change is drawn as it is, in no transition, in an animated change")
    func unchangedTextIsNotWrapped() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Labelled(probe: probe), in: size)
        change(probe, to: 6, graph: graph, at: 0)
        graph.frame(at: 0.5, in: size)
        #expect(drawnTexts(in: graph).map(\.string) == ["Count", "5", "6"])
        let root = try #require(graph.root)
        let label = try #require(textNode("Count", in: root))
        #expect(!(label.parent is EffectNode) && !(label.parent is ContentTransitionNode))
        let count = try #require(textNode("6", in: root))
        #expect(count.parent is EffectNode, "the changed one is drawn through its transition")
    }

    @Test("A second change mid-transition starts again from the text shown last")
    func changeMidway() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Counter(probe: probe, transition: .opacity), in: size)
        change(probe, to: 6, graph: graph, at: 0)
        graph.frame(at: 0.5, in: size)
        change(probe, to: 7, graph: graph, at: 0.5)
        graph.frame(at: 0.75, in: size)
        let texts = drawnTexts(in: graph)
        #expect(texts.map(\.string) == ["6", "7"])
        #expect(abs((texts.last?.opacity ?? 0) - 0.25) < 1e-6)
        graph.frame(at: 2, in: size)
        #expect(drawnTexts(in: graph) == [DrawnText(string: "7", opacity: 1, shift: 0)])
    }

    @Test("Lays out as the new text at once")
    func layoutIsTheNewText() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Counter(probe: probe, transition: .opacity), in: size)
        let before = try #require(graph.frames(ofText: "5").first)
        change(probe, to: 123_456, graph: graph, at: 0)
        graph.frame(at: 0.5, in: size)
        let after = try #require(graph.frames(ofText: "123456").first)
        #expect(after.width > before.width)
        #expect(after.origin == before.origin)
    }
}
