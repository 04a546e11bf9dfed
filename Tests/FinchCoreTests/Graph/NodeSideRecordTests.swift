import Foundation
import Testing

@testable import FinchCore

/// A view node keeps what few nodes use in side records (`DynamicPropertyStorage`,
/// `NodeAnimationState`) made on the first write: reads of a node without one make none. The first
/// typed slot and the first animated value are kept in the node itself (`firstStorageSlot`,
/// `firstAnimatedValue`): most nodes that keep anything keep one, and the record with its dictionary
/// was several allocations for each.
@MainActor
@Suite("View nodes make their side records only when something is written to them")
struct NodeSideRecordTests {
    private enum Marker: NodeStorageKey {
        typealias Value = Int
    }

    private enum OtherMarker: NodeStorageKey {
        typealias Value = String
    }

    private struct Counter: View {
        @State private var count = 0

        var body: some View { Text("\(count)") }
    }

    private func allNodes(_ node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap(allNodes)
    }

    @Test("Text and padding make no side record; a stack keeps its layout container in its one inline slot")
    func plainViewsMakeNone() {
        let graph = layout(
            VStack {
                Text("a").padding(4)
                Text("b")
            }, in: CGSize(width: 200, height: 100))
        let nodes = allNodes(graph.rootViewNode)
        let leaves = nodes.filter { $0.view is Text || $0.view is ModifiedContent<Text, _NodeModifier> }
        #expect(leaves.count == 3)
        #expect(leaves.allSatisfy { $0.dynamicStorage == nil })
        #expect(nodes.allSatisfy { $0.animationState == nil })
        #expect(nodes.allSatisfy { $0.dynamicStorage == nil })
        #expect(nodes.filter { $0.firstStorageSlot != nil }.count == 1)
    }

    @Test("Reading every field of an absent record gives the empty value and makes no record")
    func readsMakeNone() throws {
        let graph = layout(Text("a"), in: CGSize(width: 200, height: 100))
        let node = try #require(graph.rootViewNode.children.first)
        #expect(node[Marker.self] == nil)
        #expect(node.storedProperty(at: 0) == nil)
        #expect(node.preferenceValue(for: ObjectIdentifier(Marker.self)) == nil)
        #expect(!node.hasPreferenceValues)
        #expect(node.environmentReadsAreUnchanged(in: EnvironmentValues()))
        #expect(node.animatedValues.isEmpty && node.frameAnimations.isEmpty && !node.hasAnimations)
        #expect(node.transition == nil && node.transactionTransform == nil)
        #expect(!node.removesChildrenAtOnce && !node.drawsOverWindow)
        // Writing the empty value is no write either.
        node[Marker.self] = nil
        node.transition = nil
        node.transactionTransform = nil
        node.removesChildrenAtOnce = false
        node.drawsOverWindow = false
        #expect(node.dynamicStorage == nil && node.animationState == nil)
        #expect(node.firstStorageSlot == nil && node.firstAnimatedValue == nil)
    }

    @Test("A write makes the record, and later reads see what was written")
    func writesMakeOne() throws {
        let graph = layout(Text("a"), in: CGSize(width: 200, height: 100))
        let node = try #require(graph.rootViewNode.children.first)
        node[Marker.self] = 7
        #expect(node.dynamicStorage == nil && node.firstStorageSlot != nil && node[Marker.self] == 7)
        // A second slot makes the record; both read back, and clearing the first keeps the second.
        node[OtherMarker.self] = "b"
        #expect(node.dynamicStorage != nil && node[Marker.self] == 7 && node[OtherMarker.self] == "b")
        node[Marker.self] = nil
        #expect(node[Marker.self] == nil && node[OtherMarker.self] == "b")
        node[Marker.self] = 8
        #expect(node[Marker.self] == 8 && node[OtherMarker.self] == "b")
        #expect(node.animationState == nil)
        node.drawsOverWindow = true
        #expect(node.animationState != nil && node.drawsOverWindow)
        #expect(!node.removesChildrenAtOnce)
    }

    @Test("A view with @State keeps its storage in the record; unmounting drops both records")
    func stateUsesTheRecordUntilUnmounted() throws {
        let graph = layout(Counter().opacity(0.5), in: CGSize(width: 200, height: 100))
        let nodes = allNodes(graph.rootViewNode)
        let counter = try #require(nodes.first { $0.view is Counter })
        #expect(counter.storedProperty(at: 0) is StateStorage<Int>)
        let animated = try #require(nodes.first { $0.hasAnimations })
        #expect(animated.firstAnimatedValue != nil && animated.animationState == nil)
        counter.unmount()
        animated.unmount()
        #expect(counter.dynamicStorage == nil && animated.animationState == nil)
        #expect(animated.firstAnimatedValue == nil && !animated.hasAnimations)
    }
}
