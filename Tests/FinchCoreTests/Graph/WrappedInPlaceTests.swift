import Foundation
import Testing

@testable import FinchCore

/// A chain of Finch's wrapping modifiers (gestures, render effects, `.position`, `.padding`, fixed
/// `.frame`) is kept in one node, the
/// outermost one's (`ViewNode+WrappedInPlace.swift`): each level keeps its own object and numbers its own
/// layout nodes, so the chain behaves as nested nodes did.
@MainActor
@Suite("Wrapping modifiers in a chain share the outermost one's node")
struct WrappedInPlaceTests {
    private let size = CGSize(width: 300, height: 200)

    private func allNodes(_ node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap(allNodes)
    }

    private func layoutNodes(_ node: LayoutNode) -> [LayoutNode] {
        [node] + node.children.flatMap(layoutNodes)
    }

    private func sample(_ graph: ViewGraph, at time: Double) {
        graph.frame(at: time, in: size)
    }

    /// An emoji on EmojiArt's canvas, in the shape of its mark view: four wrapping modifiers.
    private struct Mark: View {
        let probe: Probe<Binding<Bool>>
        let taps: Probe<Int>
        @State private var moved = false

        var body: some View {
            probe.value = $moved
            return Text("a")
                .scaleEffect(moved ? 2 : 1)
                .gesture(DragGesture().onEnded { _ in })
                .onTapGesture { taps.value = (taps.value ?? 0) + 1 }
                .position(x: moved ? 200 : 100, y: 100)
        }
    }

    @Test("Four wrapping modifiers make one node around their content; their layout nodes are all there")
    func oneNodeForTheChain() throws {
        let graph = layout(Mark(probe: Probe(), taps: Probe()), in: size)
        let mark = try #require(graph.rootViewNode.children.first)
        let chain = try #require(mark.children.first)
        #expect(chain.children.count == 1)
        let text = try #require(chain.children.first)
        #expect(text.view is Text)
        #expect(text.viewBox?.valueOwner === chain.viewBox)
        #expect(allNodes(graph.rootViewNode).count == 4)
        let root = try #require(graph.root)
        let kinds = layoutNodes(root).map { String(describing: type(of: $0)) }
        // The gestures make no node: both are attached to the effect's node, innermost first.
        #expect(!kinds.contains("GestureNode"))
        #expect(kinds.contains("PositionNode"))
        let effect = try #require(layoutNodes(root).first { $0 is EffectNode })
        #expect(effect.attachedGestures.handlers.count == 2)
        // Every wrapper has the chain's node as its owner, each with a number of its own.
        let wrappers = layoutNodes(root).filter { $0.owner === chain }
        #expect(wrappers.count == 2)
        #expect(Set(wrappers.map(\.ordinal)).count == 2)
    }

    /// The handlers attached to the chain's effect node, innermost first.
    private func handlers(in root: LayoutNode) throws -> [GestureHandler] {
        try #require(layoutNodes(root).first { $0 is EffectNode }).attachedGestures.handlers
    }

    @Test("Each gesture of the chain keeps its own handler through a new evaluation")
    func handlersByLevel() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Mark(probe: probe, taps: Probe()), in: size)
        let root = try #require(graph.root)
        let before = try handlers(in: root)
        #expect(before.count == 2)
        #expect(before[0] !== before[1])
        probe.value?.wrappedValue = true
        sample(graph, at: 0)
        let newRoot = try #require(graph.root)
        let after = try handlers(in: newRoot)
        #expect(after.count == 2)
        #expect(after[0] === before[0])
        #expect(after[1] === before[1])
        #expect(after[0].gesture is _EndedGesture<DragGesture>)
        #expect(after[1].gesture is _EndedGesture<TapGesture>)
    }

    @Test("An inner level's effect animates, and its frame glides with the content it wraps")
    func innerLevelsAnimate() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Mark(probe: probe, taps: Probe()), in: size)
        let firstRoot = try #require(graph.root)
        let start = try #require(layoutNodes(firstRoot).first { $0 is EffectNode }).frame
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        sample(graph, at: 0.5)
        let root = try #require(graph.root)
        let effect = try #require(layoutNodes(root).first { $0 is EffectNode })
        // Halfway from x = 100 to x = 200 (its centre), the scale halfway from 1 to 2.
        #expect(abs(effect.displayFrame.midX - 150) < 1e-6)
        #expect(abs(effect.displayFrame.midX - start.midX - 50) < 1e-6)
        #expect(abs(effect.frame.midX - 200) < 1e-6)
        sample(graph, at: 1)
        #expect(abs(effect.displayFrame.midX - 200) < 1e-6)
    }

    /// Content whose own state changes, under a chain: the chain's node re-assembles its outputs.
    private struct Flipper: View {
        let probe: Probe<Binding<Bool>>
        @State private var wide = false

        var body: some View {
            probe.value = $wide
            return Color.red.frame(width: wide ? 80 : 20, height: 10)
        }
    }

    @Test("Content that changes on its own is wrapped again by every level of the chain")
    func contentChangesOnItsOwn() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(
            Flipper(probe: probe).opacity(0.5).onTapGesture {}.position(x: 100, y: 50), in: size)
        #expect(rect(of: .red, in: graph)?.width == 20)
        probe.value?.wrappedValue = true
        sample(graph, at: 0)
        #expect(rect(of: .red, in: graph)?.width == 80)
        let root = try #require(graph.root)
        let kinds = layoutNodes(root).map { String(describing: type(of: $0)) }
        #expect(kinds.filter { $0 == "EffectNode" }.count == 1)
        #expect(kinds.filter { $0 == "PositionNode" }.count == 1)
        // The tap is attached to the effect's node wrapping the new content, and only there.
        let attached = layoutNodes(root).filter { !$0.attachedGestures.isEmpty }
        #expect(attached.count == 1)
        #expect(attached.first is EffectNode)
        // The root, the chain's node, the flipper, its frame and its colour.
        #expect(allNodes(graph.rootViewNode).count == 5)
    }

    @Test("A modifier that keeps its own node (.layoutPriority) ends the chain: the wrappers inside it get a node")
    func otherModifiersKeepTheirNodes() throws {
        let graph = layout(
            Text("a").opacity(0.5).layoutPriority(1).onTapGesture {}.position(x: 100, y: 50), in: size)
        let chain = try #require(graph.rootViewNode.children.first)
        let priority = try #require(chain.children.first)
        #expect(priority.view is ModifiedContent<ModifiedContent<Text, _AnimatableEffect<Double>>, _NodeModifier>)
        let opacity = try #require(priority.children.first)
        #expect(opacity.view is ModifiedContent<Text, _AnimatableEffect<Double>>)
        #expect(allNodes(graph.rootViewNode).count == 5)
    }

    @Test("Paddings and fixed frames wrap in place too: a padded, framed, tappable text is two nodes")
    func paddingAndFrame() throws {
        let graph = layout(Text("a").padding(4).frame(width: 80, height: 40).padding(2).onTapGesture {}, in: size)
        let chain = try #require(graph.rootViewNode.children.first)
        let text = try #require(chain.children.first)
        #expect(text.view is Text)
        #expect(text.children.isEmpty)
        let root = try #require(graph.root)
        let kinds = layoutNodes(root).map { String(describing: type(of: $0)) }
        #expect(kinds.filter { $0 == "PaddingNode" }.count == 2)
        #expect(kinds.filter { $0 == "FixedFrameNode" }.count == 1)
        // The frame is laid out as nested nodes laid it out: 80 × 40 inside 2 pt of padding.
        let frame = try #require(layoutNodes(root).first { $0 is FixedFrameNode }).frame
        #expect(frame.size == CGSize(width: 80, height: 40))
        let outer = try #require(layoutNodes(root).first { $0 is PaddingNode }).frame
        #expect(outer.size == CGSize(width: 84, height: 44))
    }
}
