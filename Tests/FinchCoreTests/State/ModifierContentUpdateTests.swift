import Foundation
import Testing

@testable import FinchCore

/// A modifier whose own values never change and whose body wraps the content in other views.
private struct Framing: ViewModifier {
    func body(content: Content) -> some View {
        ZStack {
            Group { content }.opacity(1)
        }
    }
}

private struct FramedCounter: View {
    let probe: Probe<Binding<Int>>
    @State private var count = 0

    var body: some View {
        let _ = (probe.value = $count)
        Text("count \(count)").modifier(Framing())
    }
}

/// A modifier whose body pads its content: the placeholder is the body's content, at the first position.
private struct Padded: ViewModifier {
    func body(content: Content) -> some View { content.padding(4) }
}

/// A modifier whose body puts its content second in a stack, or in a branch (an identity not by position).
private struct Labelled: ViewModifier {
    let label: String
    let faded: Bool

    func body(content: Content) -> some View {
        HStack {
            Text(label)
            if faded { content.opacity(0.5) } else { content }
        }
    }
}

/// Content with state of its own, to see whether it keeps its node.
private struct Tally: View {
    let probe: Probe<Binding<Int>>
    @State private var count = 0

    var body: some View {
        let _ = (probe.value = $count)
        Text("tally \(count)")
    }
}

private struct LabelledTally: View {
    let probe: Probe<Binding<Int>>
    let label: String
    let faded: Bool

    var body: some View {
        Tally(probe: probe).modifier(Labelled(label: label, faded: faded))
    }
}

@MainActor
@Suite("A custom modifier's content is built again when it changes")
struct ModifierContentUpdateTests {
    @Test("Changed content inside an unchanged modifier's Group and opacity is drawn")
    func contentChangesThroughUnchangedModifier() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(FramedCounter(probe: probe), in: CGSize(width: 200, height: 50))
        #expect(graph.frames(ofText: "count 0").count == 1)
        try #require(probe.value).wrappedValue = 3
        graph.layout(in: CGSize(width: 200, height: 50))
        #expect(graph.frames(ofText: "count 3").count == 1)
        #expect(graph.frames(ofText: "count 0").isEmpty)
    }

    @Test("A modifier's content placeholder makes no node: the content is built where it stands")
    func placeholderMakesNoNode() {
        let size = CGSize(width: 200, height: 50)
        let padded = layout(Text("x").padding(4), in: size)
        let modified = layout(Text("x").modifier(Padded()), in: size)
        // The user's modifier has a node of its own (its state would live there); its body's
        // placeholder does not (it had one, with the text below it, before the placeholder was built in place).
        #expect(modified.census.live(.viewNode) == padded.census.live(.viewNode) + 1)
        #expect(modified.frames(ofText: "x") == padded.frames(ofText: "x"))
    }

    @Test("Content built in place of a second child keeps its state while the modifier changes; in a branch too")
    func contentInPlaceKeepsState() throws {
        let probe = Probe<Binding<Int>>()
        let size = CGSize(width: 300, height: 50)
        let graph = layout(LabelledTally(probe: probe, label: "a", faded: false), in: size)
        try #require(probe.value).wrappedValue = 2
        graph.layout(in: size)
        #expect(graph.frames(ofText: "tally 2").count == 1)
        // A new label evaluates the modifier's body again; the content at the same place keeps its state.
        graph.setRootView(LabelledTally(probe: probe, label: "b", faded: false))
        graph.layout(in: size)
        #expect(graph.frames(ofText: "b").count == 1)
        #expect(graph.frames(ofText: "tally 2").count == 1)
        // The other branch is another identity, as in SwiftUI: the content starts afresh there.
        graph.setRootView(LabelledTally(probe: probe, label: "b", faded: true))
        graph.layout(in: size)
        #expect(graph.frames(ofText: "tally 0").count == 1)
        try #require(probe.value).wrappedValue = 5
        graph.layout(in: size)
        #expect(graph.frames(ofText: "tally 5").count == 1)
    }
}
