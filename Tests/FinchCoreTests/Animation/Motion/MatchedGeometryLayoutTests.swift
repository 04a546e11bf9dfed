import Foundation
import Testing

@testable import FinchCore

/// A view that becomes another of the same id when `large` is set, in the top-leading corner: the
/// small one in a 100×50 frame, the large one in a 200×100 frame (the frames outside the effect, so
/// that what is matched is the content's own).
private struct Swap<Content: View>: View {
    let probe: Probe<Binding<Bool>>
    let content: @MainActor (Namespace.ID, Bool) -> Content
    @Namespace private var namespace
    @State private var large = false

    var body: some View {
        let _ = (probe.value = $large)
        ZStack(alignment: .topLeading) {
            if large {
                content(namespace, true).frame(width: 200, height: 100)
            } else {
                content(namespace, false).frame(width: 100, height: 50)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A red source whose frame is `size`, and beside it, in a 60×20 slot, a view that is not the source.
private struct Follower<Content: View>: View {
    let probe: Probe<Binding<CGSize>>
    let follower: @MainActor (Namespace.ID) -> Content
    @Namespace private var namespace
    @State private var size = CGSize(width: 100, height: 50)

    var body: some View {
        let _ = (probe.value = $size)
        HStack(alignment: .top, spacing: 0) {
            Color.red.matchedGeometryEffect(id: 1, in: namespace).frame(width: size.width, height: size.height)
            follower(namespace).frame(width: 60, height: 20)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A text that wraps in whatever it is proposed, from its top-leading corner.
@MainActor
private func caption() -> some View {
    Text("aaaa bbbb cccc dddd").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
}

/// The text drawn: each run's frame through the groups around it, and how much those groups scale it.
@MainActor
private func drawnTexts(in graph: ViewGraph) -> [(frame: CGRect, scale: CGSize)] {
    var result: [(CGRect, CGSize)] = []
    func walk(_ items: [DisplayItem], _ transform: Transform2D) {
        for item in items {
            switch item {
            case .text(let run): result.append((transform.bounds(of: run.frame), scale(of: transform)))
            case .group(let group): walk(group.children, group.transform.concatenating(transform))
            default: break
            }
        }
    }
    walk(graph.displayList.items, .identity)
    return result
}

/// The strokes drawn in `color`: each path's bounds and its line width as drawn (through the groups).
@MainActor
private func drawnStrokes(of color: Color, in graph: ViewGraph) -> [(bounds: CGRect, lineWidth: CGFloat)] {
    let target = color.resolve(in: EnvironmentValues())
    var result: [(CGRect, CGFloat)] = []
    func walk(_ items: [DisplayItem], _ transform: Transform2D) {
        for item in items {
            switch item {
            case .stroke(let path, .color(let paint), let style) where paint == target:
                let scale = scale(of: transform)
                result.append(
                    (transform.bounds(of: path.boundingRect), style.lineWidth * max(scale.width, scale.height)))
            case .group(let group): walk(group.children, group.transform.concatenating(transform))
            default: break
            }
        }
    }
    walk(graph.displayList.items, .identity)
    return result
}

private func scale(of transform: Transform2D) -> CGSize {
    CGSize(width: hypot(transform.a, transform.b), height: hypot(transform.c, transform.d))
}

@MainActor
@Suite("matchedGeometryEffect lays the content out at the matched size, not scaled")
struct MatchedGeometryLayoutTests {
    let size = CGSize(width: 300, height: 200)

    @Test("Halfway from 100×50 to 200×100 a text is laid out at 150×75: it rewraps, unscaled")
    func textRewraps() {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(
            Swap(probe: probe) { namespace, _ in caption().matchedGeometryEffect(id: 0, in: namespace) }, in: size)
        // Ten characters a line (10 pt each): two lines of nine.
        #expect(drawnTexts(in: graph).map(\.frame) == [CGRect(x: 0, y: 0, width: 90, height: 40)])
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        graph.frame(at: 0.5, in: size)
        // Fifteen a line: "aaaa bbbb cccc" and "dddd", for the new text and the old one leaving.
        let texts = drawnTexts(in: graph)
        #expect(texts.count == 2)
        for text in texts {
            #expect(isClose(text.frame, CGRect(x: 0, y: 0, width: 140, height: 40)))
            #expect(text.scale == CGSize(width: 1, height: 1))
        }
        graph.frame(at: 1.5, in: size)
        #expect(drawnTexts(in: graph).map(\.frame) == [CGRect(x: 0, y: 0, width: 190, height: 20)])
    }

    @Test("A stroked rectangle is drawn again at each size of the glide, its line as wide as set")
    func strokeKeepsItsWidth() {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(
            Swap(probe: probe) { namespace, large in
                Rectangle().stroke(large ? Color.green : Color.orange, lineWidth: 4)
                    .matchedGeometryEffect(id: 0, in: namespace)
            }, in: size)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        graph.frame(at: 0.25, in: size)
        // 125×62.5, laid out on whole pixels (scaled from 200×100 or 100×50, the lines would be 2.5 or 5 wide).
        let quarter = CGRect(x: 0, y: 0, width: 125, height: 63)
        for color in [Color.green, .orange] {
            let strokes = drawnStrokes(of: color, in: graph)
            #expect(strokes.count == 1)
            #expect(isClose(strokes.first?.bounds, quarter))
            #expect(strokes.first?.lineWidth == 4)
        }
        graph.frame(at: 0.5, in: size)
        #expect(isClose(drawnStrokes(of: .green, in: graph).first?.bounds, CGRect(x: 0, y: 0, width: 150, height: 75)))
        #expect(drawnStrokes(of: .green, in: graph).first?.lineWidth == 4)
    }

    @Test("A view that is not the source is laid out at the source's size, in its frame, as it glides")
    func followerTakesTheSourceSize() {
        let probe = Probe<Binding<CGSize>>()
        let graph = layout(
            Follower(probe: probe) { namespace in caption().matchedGeometryEffect(id: 1, in: namespace, isSource: false)
            },
            in: size)
        // Laid out in its own 60×20 slot, it would show "aaaa" alone.
        #expect(drawnTexts(in: graph).map(\.frame) == [CGRect(x: 0, y: 0, width: 90, height: 40)])
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = CGSize(width: 200, height: 100) }
        graph.frame(at: 0.5, in: size)
        #expect(isClose(drawnRects(of: .red, in: graph).first, CGRect(x: 0, y: 0, width: 150, height: 75)))
        #expect(drawnTexts(in: graph).map(\.frame) == [CGRect(x: 0, y: 0, width: 140, height: 40)])
        #expect(drawnTexts(in: graph).first?.scale == CGSize(width: 1, height: 1))
        graph.frame(at: 1.5, in: size)
        #expect(drawnTexts(in: graph).map(\.frame) == [CGRect(x: 0, y: 0, width: 190, height: 20)])
    }

    @Test("With .position only, a view that is not the source keeps its own layout, centred on the source's centre")
    func followerPositionOnly() {
        let graph = layout(
            Follower(probe: Probe()) { namespace in
                caption().matchedGeometryEffect(id: 1, in: namespace, properties: .position, isSource: false)
            }, in: size)
        // Its own 60×20 (six characters a line, one line: "aaaa") about the source's centre (50, 25).
        #expect(drawnTexts(in: graph).map(\.frame) == [CGRect(x: 20, y: 15, width: 40, height: 20)])
    }

    @Test("With .size only, a view that is not the source is laid out at the source's size about its own centre")
    func followerSizeOnly() {
        let graph = layout(
            Follower(probe: Probe()) { namespace in
                caption().matchedGeometryEffect(id: 1, in: namespace, properties: .size, isSource: false)
            }, in: size)
        // 100×50 about the centre of its slot (100, 0, 60, 20), (130, 10): two lines of nine.
        #expect(drawnTexts(in: graph).map(\.frame) == [CGRect(x: 80, y: -15, width: 90, height: 40)])
        #expect(drawnTexts(in: graph).first?.scale == CGSize(width: 1, height: 1))
    }

    @Test("A view of fixed size is proposed the source's size, keeps its own and is centred in the source's frame")
    func fixedSizeFollowerIsCentred() {
        let graph = layout(
            Follower(probe: Probe()) { namespace in
                Color.blue.frame(width: 20, height: 10).matchedGeometryEffect(id: 1, in: namespace, isSource: false)
            }, in: size)
        #expect(drawnRects(of: .blue, in: graph) == [CGRect(x: 40, y: 20, width: 20, height: 10)])
    }
}
