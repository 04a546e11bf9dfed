import Foundation
import Testing

@testable import FinchCore

/// A chain of modifiers keeps its value once: the outermost node's box stores the whole chain and the
/// nodes under it read their values there (`ProjectedViewBox`), where each used to keep a copy of
/// everything under it.
@MainActor
@Suite("A modifier chain's nodes read their values from one box")
struct ViewBoxTests {
    /// A view whose body's evaluations are counted, to see when a node is evaluated again.
    private struct Counted: View {
        let label: String
        let probe: Probe

        var body: some View {
            probe.evaluations += 1
            return Text(label)
        }
    }

    private final class Probe {
        var evaluations = 0
    }

    private func allNodes(_ node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap(allNodes)
    }

    @Test("A modified view's content is its first stored field, so a chain's contents share its address")
    func contentIsAtOffsetZero() {
        #expect(MemoryLayout<ModifiedContent<Text, _NodeModifier>>.offset(of: \.content) == 0)
        #expect(MemoryLayout<ModifiedContent<EmptyView, _NodeModifier>>.offset(of: \.content) == 0)
        #expect(
            MemoryLayout<ModifiedContent<ModifiedContent<Text, _NodeModifier>, _NodeModifier>>.offset(of: \.content)
                == 0)
    }

    @Test("The outermost modifier's node owns the value; the modifiers and the text under it project onto it")
    func chainProjects() throws {
        // Modifiers that keep a node each (paddings would share one: `WrappedInPlaceTests`).
        let graph = layout(
            Text("a").layoutPriority(1).layoutPriority(2).layoutPriority(3), in: CGSize(width: 200, height: 100))
        let owner = try #require(graph.rootViewNode.children.first)
        #expect(
            owner.view
                is ModifiedContent<ModifiedContent<ModifiedContent<Text, _NodeModifier>, _NodeModifier>, _NodeModifier>)
        let nodes = allNodes(owner)
        let ownerBox = try #require(owner.viewBox)
        #expect(!ownerBox.isProjection)
        let text = try #require(nodes.first { $0.view is Text })
        #expect(text.viewBox?.isProjection == true)
        #expect(text.viewBox?.valueOwner === ownerBox)
        #expect((text.view as? Text).map { ValueEquality.areEqual(typed: $0, Text("a")) } == true)
        let projected = nodes.filter { $0.viewBox?.isProjection == true }
        // The two inner modifiers and the text.
        #expect(projected.count == 3)
        #expect(projected.allSatisfy { $0.viewBox?.valueOwner === ownerBox })
    }

    @Test("A new modifier value over the same content leaves the content unevaluated; new content is seen")
    func changesAreSeenThroughTheProjection() throws {
        let probe = Probe()
        let graph = layout(Counted(label: "a", probe: probe).padding(4), in: CGSize(width: 200, height: 100))
        #expect(probe.evaluations == 1)
        graph.setRootView(Counted(label: "a", probe: probe).padding(8))
        graph.layout(in: CGSize(width: 200, height: 100))
        #expect(probe.evaluations == 1)
        graph.setRootView(Counted(label: "b", probe: probe).padding(8))
        graph.layout(in: CGSize(width: 200, height: 100))
        #expect(probe.evaluations == 2)
        let counted = try #require(allNodes(graph.rootViewNode).first { $0.view is Counted })
        #expect((counted.view as? Counted)?.label == "b")
        #expect(counted.viewBox?.isProjection == true)
        // The same value again: nothing is evaluated.
        graph.setRootView(Counted(label: "b", probe: probe).padding(8))
        graph.layout(in: CGSize(width: 200, height: 100))
        #expect(probe.evaluations == 2)
    }

    @Test("A projection turns into a copy of its own")
    func materializedKeepsTheValue() throws {
        let graph = layout(Text("a").padding(4), in: CGSize(width: 200, height: 100))
        let text = try #require(allNodes(graph.rootViewNode).first { $0.view is Text })
        text.materializeProjectedValues()
        #expect(text.viewBox?.isProjection == false)
        #expect((text.view as? Text).map { ValueEquality.areEqual(typed: $0, Text("a")) } == true)
        graph.setRootView(Text("b").padding(4))
        graph.layout(in: CGSize(width: 200, height: 100))
        let updated = try #require(allNodes(graph.rootViewNode).first { $0.view is Text })
        #expect((updated.view as? Text).map { ValueEquality.areEqual(typed: $0, Text("b")) } == true)
    }
}
