import Foundation
import Testing

@testable import FinchCore

/// Places subviews in a row, each at its ideal size, with a gap read from a layout value.
private struct RowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = subviews.map { $0[Gap.self] }.dropFirst().reduce(0, +)
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            if index > 0 { x += subview[Gap.self] }
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

private struct Gap: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// Places nothing: SwiftUI centres unplaced subviews.
private struct LazyLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

/// Counts how often its cache is made, to show it is kept between passes.
private final class CacheCounter: @unchecked Sendable {
    var made = 0
}

private struct CachingLayout: Layout {
    let counter: CacheCounter

    func makeCache(subviews: Subviews) -> Int {
        counter.made += 1
        return subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: CGFloat(cache) * 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
}

@MainActor
@Suite("The Layout protocol lays out custom containers")
struct CustomLayoutTests {
    @Test("A custom layout measures and places its subviews in the parent's coordinates")
    func rowLayout() {
        let view = RowLayout {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 5).layoutValue(key: Gap.self, value: 7)
        }
        let graph = ViewGraph(root: view, services: fakeServices())
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 37, height: 10))
        let placed = layout(view.padding(3), in: CGSize(width: 43, height: 16))
        #expect(rect(of: .red, in: placed) == CGRect(x: 3, y: 3, width: 10, height: 10))
        #expect(rect(of: .blue, in: placed) == CGRect(x: 20, y: 3, width: 20, height: 5))
    }

    @Test("A subview the layout does not place is centred with the container's proposal")
    func unplaced() {
        let graph = layout(LazyLayout { Color.red.frame(width: 10, height: 10) }, in: CGSize(width: 100, height: 50))
        #expect(rect(of: .red, in: graph) == CGRect(x: 45, y: 20, width: 10, height: 10))
    }

    @Test("The cache is made once and reused across measuring and placing")
    func cacheReuse() {
        let counter = CacheCounter()
        let graph = layout(
            CachingLayout(counter: counter) {
                Color.red
                Color.blue
            }, in: CGSize(width: 100, height: 50))
        #expect(counter.made == 1)
        #expect(graph.displayList.items.isEmpty == false)
    }

    @Test("HStackLayout and VStackLayout can be used as layouts directly")
    func stackLayoutsAsLayouts() {
        let graph = ViewGraph(
            root: VStackLayout(spacing: 2) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }, services: fakeServices())
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 10, height: 22))
    }

    @Test("Sizes are cached per proposal: asking a laid-out tree again measures nothing")
    func cachingPerProposal() {
        let measurer = FixedPitchTextMeasurer()
        let services = PlatformServices(textMeasurer: measurer, imageMeasurer: NamedSizeImageMeasurer())
        let graph = ViewGraph(root: HStack { Text("abc") }.padding(), services: services)
        graph.layout(in: CGSize(width: 100, height: 100))
        let afterLayout = measurer.calls
        #expect(afterLayout > 0)
        _ = graph.root?.sizeThatFits(ProposedViewSize(width: 100, height: 100))
        graph.root?.place(at: .zero, proposal: ProposedViewSize(width: 100, height: 100))
        _ = graph.displayList
        #expect(measurer.calls == afterLayout)
    }
}
