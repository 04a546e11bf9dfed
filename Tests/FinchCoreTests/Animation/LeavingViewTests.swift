import Foundation
import Testing

@testable import FinchCore

/// A view whose content switches branch while the whole view moves, in one animated change: the
/// leaving branch fades out and the new one fades in, both inside the moving view (as in SwiftUI:
/// a removed view is still drawn by its parent). Memorize's New Game does this with every card's back.
private struct SlidingSwap: View {
    let probe: Probe<Binding<Bool>>
    @State private var moved = false

    var body: some View {
        let _ = (probe.value = $moved)
        ZStack {
            if moved { Color.blue } else { Color.red }
        }
        .frame(width: 20, height: 20)
        .position(x: moved ? 150 : 50, y: 25)
    }
}

/// Items placed by `.position` (each covers the whole parent) with a `.scale` transition inside, as
/// Memorize's `Grid` places its cards.
private struct PositionedItems: View {
    let probe: Probe<Binding<[Int]>>
    @State private var items = [0, 1]

    var body: some View {
        let _ = (probe.value = $items)
        ZStack {
            ForEach(items, id: \.self) { item in
                Color.red.frame(width: 20, height: 20).transition(.scale)
                    .position(x: item == 0 ? 20 : 160, y: 25)
            }
        }
    }
}

/// A red square under a blue one; the red one can be removed.
private struct Stacked: View {
    let probe: Probe<Binding<Bool>>
    @State private var showsRed = true

    var body: some View {
        let _ = (probe.value = $showsRed)
        ZStack {
            if showsRed { Color.red.frame(width: 40, height: 40) }
            Color.blue.frame(width: 20, height: 20)
        }
    }
}

/// Filled rectangles of `color` in window points, through the transforms of the groups around them.
@MainActor
private func placedRects(of color: Color, in graph: ViewGraph) -> [CGRect] {
    let target = color.resolve(in: EnvironmentValues())
    var result: [CGRect] = []
    func walk(_ items: [DisplayItem], _ transforms: [Transform2D]) {
        for item in items {
            switch item {
            case .fill(let path, .color(let fill), _) where fill.red == target.red && fill.blue == target.blue:
                let rect = path.boundingRect
                let corners = [
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
                ].map { corner in transforms.reversed().reduce(corner) { $1.apply(to: $0) } }
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                result.append(
                    CGRect(
                        x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
                        height: (ys.max() ?? 0) - (ys.min() ?? 0)))
            case .group(let group):
                walk(group.children, transforms + [group.transform])
            default: break
            }
        }
    }
    walk(graph.displayList.items, [])
    return result
}

@MainActor
@Suite("Views leaving in an animated change are drawn with the view they left")
struct LeavingViewTests {
    @Test("A branch leaving a moving view moves with it, where the new branch is")
    func leavingBranchFollowsItsMovingParent() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(SlidingSwap(probe: probe), in: CGSize(width: 200, height: 50))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        graph.frame(at: 0.5, in: CGSize(width: 200, height: 50))
        let leaving = try #require(placedRects(of: .red, in: graph).first)
        let arriving = try #require(placedRects(of: .blue, in: graph).first)
        #expect(abs(arriving.midX - 100) < 0.5)
        #expect(abs(leaving.midX - arriving.midX) < 0.5)
        #expect(leaving.size == arriving.size)
    }

    @Test("A transition set inside a removed view applies where it was set (a card shrinks in its slot)")
    func innerTransitionScalesAboutItsOwnFrame() throws {
        let probe = Probe<Binding<[Int]>>()
        let graph = layout(PositionedItems(probe: probe), in: CGSize(width: 200, height: 50))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = [0] }
        graph.frame(at: 0.5, in: CGSize(width: 200, height: 50))
        let shrinking = try #require(placedRects(of: .red, in: graph).first { $0.midX > 100 })
        #expect(abs(shrinking.midX - 160) < 0.5 && abs(shrinking.midY - 25) < 0.5)
        #expect(shrinking.width < 20)
    }

    @Test("A view leaving is drawn in its place among its siblings: under the ones that were above it")
    func leavingKeepsItsPlaceInZOrder() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Stacked(probe: probe), in: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = false }
        graph.frame(at: 0.5, in: CGSize(width: 100, height: 100))
        let dump = graph.displayList.dump()
        let red = try #require(dump.range(of: "#ff3b30"))
        let blue = try #require(dump.range(of: "#007aff"))
        #expect(red.lowerBound < blue.lowerBound, "the fading red square is drawn after (above) the blue one")
    }
}
