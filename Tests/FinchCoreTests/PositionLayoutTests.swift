import Foundation
import Testing

@testable import FinchCore

@MainActor
@Suite("Position, offset, overlay, GeometryReader and alignment guides")
struct PositionLayoutTests {
    @Test("position takes the whole proposal and centres the child at the point")
    func position() {
        let graph = layout(
            Color.red.frame(width: 20, height: 10).position(x: 50, y: 30), in: CGSize(width: 200, height: 100))
        #expect(rect(of: .red, in: graph) == CGRect(x: 40, y: 25, width: 20, height: 10))
        let size = ViewGraph(
            root: Color.red.frame(width: 20, height: 10).position(x: 5, y: 5), services: fakeServices()
        )
        .sizeThatFits(ProposedViewSize(width: 300, height: 200))
        #expect(size == CGSize(width: 300, height: 200))
    }

    @Test("offset moves the drawing but not the layout")
    func offset() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10).offset(x: 5, y: 7)
            Color.blue.frame(width: 20, height: 10)
        }
        let graph = layout(view.fixedSize(), in: CGSize(width: 40, height: 10))
        #expect(rect(of: .blue, in: graph)?.minX == 20)
        guard
            case .group(let group)? = graph.displayList.items.first(where: {
                if case .group = $0 { true } else { false }
            })
        else {
            Issue.record("no group for the offset")
            return
        }
        #expect(group.transform == .translation(x: 5, y: 7))
    }

    @Test("overlay and background take the primary's size and are aligned to it")
    func overlayAndBackground() {
        let view = Color.red.frame(width: 40, height: 20)
            .overlay(Color.blue.frame(width: 10, height: 10), alignment: .topTrailing)
            .background(Color.green)
        let graph = ViewGraph(root: view, services: fakeServices())
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 40, height: 20))
        let placed = layout(view, in: CGSize(width: 40, height: 20))
        #expect(rect(of: .blue, in: placed) == CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(rect(of: .green, in: placed) == CGRect(x: 0, y: 0, width: 40, height: 20))
        // The background paints first, the overlay last.
        let order = placed.displayList.items.flattenedFills
        #expect(order == [Color.green, .red, .blue].map { $0.resolve(in: EnvironmentValues()) })
    }

    @Test("GeometryReader takes the proposal and places its content at the top-leading corner")
    func geometryReader() {
        var seen: CGSize?
        let view = GeometryReader { proxy in
            let _ = (seen = proxy.size)
            Color.red.frame(width: proxy.size.width / 2, height: 10)
        }
        let graph = layout(view.frame(width: 100, height: 60), in: CGSize(width: 100, height: 60))
        #expect(seen == CGSize(width: 100, height: 60))
        #expect(rect(of: .red, in: graph) == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test("GeometryReader under an unspecified proposal is 10 pt, like a shape (Finch's pinned choice)")
    func geometryReaderIdeal() {
        let graph = ViewGraph(root: GeometryReader { _ in Color.red }, services: fakeServices())
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    }

    @Test("GeometryProxy frames in local, global and named spaces")
    func coordinateSpaces() {
        var local: CGRect?
        var global: CGRect?
        var named: CGRect?
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { proxy in
                let _ = (local = proxy.frame(in: .local))
                let _ = (global = proxy.frame(in: .global))
                let _ = (named = proxy.frame(in: .named("stack")))
                Color.blue
            }
        }
        .padding(10)
        .coordinateSpace(name: "stack")
        _ = layout(view, in: CGSize(width: 100, height: 100))
        #expect(local == CGRect(x: 0, y: 0, width: 80, height: 50))
        #expect(global == CGRect(x: 10, y: 40, width: 80, height: 50))
        #expect(named == CGRect(x: 10, y: 40, width: 80, height: 50))
    }

    @Test("alignmentGuide shifts a child against its siblings")
    func alignmentGuide() {
        let graph = layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -10 }
            }.fixedSize(), in: CGSize(width: 50, height: 20))
        #expect(rect(of: .blue, in: graph)!.minX - rect(of: .red, in: graph)!.minX == 10)
    }

    @Test("Texts in an HStack align on their first baseline")
    func baselines() {
        let graph = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("a")
                Text("b\nc").alignmentGuide(.firstTextBaseline) { $0[.firstTextBaseline] + 5 }
            }.fixedSize(), in: CGSize(width: 20, height: 45))
        let a = graph.frames(ofText: "a").first!
        let b = graph.frames(ofText: "b\nc").first!
        #expect(a.minY - b.minY == 5)
    }

    /// Wrappers keep their child's explicit guides when they cannot change; a stack's can (its text
    /// comes and goes), so one padded and framed must still be asked each time.
    @Test("A wrapped stack that gains text aligns on its baseline from then on")
    func wrappedStackGainsBaseline() {
        let model = BaselineModel()
        let graph = layout(BaselineRow(model: model).fixedSize(), in: CGSize(width: 100, height: 100))
        // Without text the stack's first baseline is its bottom edge (the 30-point square's), where the
        // label's baseline goes: the label sits higher than the square's top.
        let before = graph.frames(ofText: "label").first!
        #expect(rect(of: .red, in: graph)!.maxY - before.minY > 0)
        model.showsText = true
        graph.layout(in: CGSize(width: 100, height: 100))
        let label = graph.frames(ofText: "label").first!
        let inner = graph.frames(ofText: "inner").first!
        #expect(label.minY == inner.minY)
    }
}

@MainActor
private final class BaselineModel: ObservableObject {
    @Published var showsText = false
}

private struct BaselineRow: View {
    let model: BaselineModel

    /// The padding and frame are this view's, and it reads nothing of the model: when the text comes,
    /// only `BaselineStack` is evaluated again, and the wrappers around its stack are kept.
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            BaselineStack(model: model)
                .padding(4)
                .frame(width: 60)
            Text("label")
        }
    }
}

private struct BaselineStack: View {
    @ObservedObject var model: BaselineModel

    var body: some View {
        VStack(spacing: 0) {
            if model.showsText { Text("inner") }
            Color.red.frame(width: 30, height: 30)
        }
    }
}

extension [DisplayItem] {
    var flattenedFills: [RGBA] {
        flatMap { item -> [RGBA] in
            switch item {
            case .fill(_, .color(let color), _): return [color]
            case .group(let group): return group.children.flattenedFills
            default: return []
            }
        }
    }
}
