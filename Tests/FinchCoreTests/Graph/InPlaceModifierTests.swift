import Foundation
import Testing

@testable import FinchCore

/// A view modified by an environment writer (`.font`, `.environment`, `.foregroundColor`…) makes no node:
/// its content is built where it stands, with the changed environment (`_ViewPlacement.inPlace`).
@MainActor
@Suite("Environment writers build their content in place")
struct InPlaceModifierTests {
    /// A view that reads the font and counts its body's evaluations.
    private struct FontReader: View {
        @Environment(\.font) private var font
        let probe: Probe

        var body: some View {
            probe.evaluations += 1
            probe.lastFont = font
            return Text("a")
        }
    }

    /// A view with state of its own, to see that it lives on when the font over it changes.
    private struct Counter: View {
        @State private var count = 0
        let probe: Probe

        var body: some View {
            probe.count = count
            probe.increment = { count += 1 }
            return Text("\(count)")
        }
    }

    private final class Probe {
        var evaluations = 0
        var lastFont: Font?
        var count = 0
        var increment: (() -> Void)?
    }

    private let size = CGSize(width: 200, height: 100)

    private func allNodes(_ node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap(allNodes)
    }

    @Test("A text under two environment writers is the root's own child: no node for either writer")
    func writersMakeNoNode() throws {
        let graph = layout(Text("a").environment(\.font, .title).environment(\.isEnabled, false), in: size)
        let child = try #require(graph.rootViewNode.children.first)
        #expect(child.view is Text)
        #expect(child.children.isEmpty)
        #expect(child.environment.font == .title)
        #expect(child.environment.isEnabled == false)
    }

    @Test("Under another modifier, the content takes the writer's place and still reads its value in the chain's box")
    func writerInsideAChain() throws {
        let graph = layout(Text("a").environment(\.font, .title).padding(4), in: size)
        let padding = try #require(graph.rootViewNode.children.first)
        #expect(padding.view is ModifiedContent<ModifiedContent<Text, _EnvironmentWriter>, _NodeModifier>)
        let text = try #require(padding.children.first)
        #expect(text.view is Text)
        #expect(text.viewBox?.isProjection == true)
        #expect(text.viewBox?.valueOwner === padding.viewBox)
        #expect(allNodes(graph.rootViewNode).count == 3)
    }

    @Test("A new value reaches the content; the same value written again evaluates nothing")
    func changesReachTheContent() {
        let probe = Probe()
        let graph = layout(FontReader(probe: probe).font(.body), in: size)
        #expect(probe.evaluations == 1)
        #expect(probe.lastFont == .body)
        // Written anew over the same environment: equal entries above the shared part.
        graph.setRootView(FontReader(probe: probe).font(.body))
        graph.layout(in: size)
        #expect(probe.evaluations == 1)
        graph.setRootView(FontReader(probe: probe).font(.title))
        graph.layout(in: size)
        #expect(probe.evaluations == 2)
        #expect(probe.lastFont == .title)
    }

    @Test("The content's state lives on while the value written over it changes")
    func contentKeepsItsState() {
        let probe = Probe()
        let graph = layout(Counter(probe: probe).font(.body), in: size)
        probe.increment?()
        graph.layout(in: size)
        #expect(probe.count == 1)
        graph.setRootView(Counter(probe: probe).font(.title))
        graph.layout(in: size)
        #expect(probe.count == 1)
    }

    @Test("Environments written over one list: equal entries are equal, a changed or extra entry is not")
    func environmentComparison() {
        var base = EnvironmentValues()
        base.colorScheme = .dark
        var first = base
        first.font = .title
        var second = base
        second.font = .title
        #expect(!first.isIdentical(to: second))
        #expect(first.isGraphEqual(to: second))
        var third = base
        third.font = .body
        #expect(!first.isGraphEqual(to: third))
        var fourth = second
        fourth.isEnabled = false
        #expect(!first.isGraphEqual(to: fourth))
        // The same values set in another order are still equal (compared value by value).
        var fifth = EnvironmentValues()
        fifth.font = .title
        fifth.colorScheme = .dark
        #expect(first.isGraphEqual(to: fifth))
    }
}
