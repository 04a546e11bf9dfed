import Foundation
import Testing

@testable import FinchCore

/// The global frames a geometry reader's content saw, in the order it was built.
private final class Reads {
    var frames: [CGRect] = []
}

/// A view that becomes another of the same id when `large` is set, in the top-leading corner: a
/// 100×50 one, then a 200×100 one that glides from it (the frames outside the effect). Only the large
/// one's content is `content`; the small one is plain red.
private struct Grow<Content: View>: View {
    let probe: Probe<Binding<Bool>>
    let content: @MainActor () -> Content
    @Namespace private var namespace
    @State private var large = false

    var body: some View {
        let _ = (probe.value = $large)
        ZStack(alignment: .topLeading) {
            if large {
                content().matchedGeometryEffect(id: 0, in: namespace).frame(width: 200, height: 100)
            } else {
                Color.red.matchedGeometryEffect(id: 0, in: namespace).frame(width: 100, height: 50)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A blue view that records, each time it is built, its global frame as its reader sees it.
@MainActor
private func globalReader(_ reads: Reads) -> some View {
    GeometryReader { proxy in
        let _ = reads.frames.append(proxy.frame(in: .global))
        Color.blue
    }
}

/// The bounds of one view.
private struct Bounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A source whose frame a probe sets, and beside it, in a 20×20 slot, a reader that is not the source.
private struct FollowingReader: View {
    let reads: Reads
    let probe: Probe<Binding<CGFloat>>
    @Namespace private var namespace
    @State private var side: CGFloat = 50

    var body: some View {
        let _ = (probe.value = $side)
        HStack(alignment: .top, spacing: 0) {
            Color.red.matchedGeometryEffect(id: 1, in: namespace).frame(width: side, height: side)
            globalReader(reads).matchedGeometryEffect(id: 1, in: namespace, isSource: false)
                .frame(width: 20, height: 20)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Finch's choice for a reader mid-animation (docs/architecture.md, "Decisions pinned by tests"): the
/// proxy has, on the frame it is read, where the reader is drawn on that frame. Matched geometry is
/// laid out (the content is placed in the gliding frame after each layout pass), so a reader inside it
/// must see each frame of the glide, and an anchor inside it must resolve there, on that same frame.
@MainActor
@Suite("A geometry reader or an anchor inside a gliding matched view follows the glide")
struct MatchedGeometryReaderTests {
    let size = CGSize(width: 300, height: 200)

    @Test("A reader inside a view gliding from a match reads, on each frame, the frame it is drawn in")
    func readerInsideAGlide() {
        let reads = Reads()
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Grow(probe: probe) { globalReader(reads) }, in: size)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        for (time, expected) in [
            (0.2, CGRect(x: 0, y: 0, width: 120, height: 60)), (0.5, CGRect(x: 0, y: 0, width: 150, height: 75)),
            (0.8, CGRect(x: 0, y: 0, width: 180, height: 90)), (1.5, CGRect(x: 0, y: 0, width: 200, height: 100)),
        ] {
            graph.frame(at: time, in: size)
            #expect(drawnRects(of: .blue, in: graph) == [expected], "drawn at \(time)")
            #expect(reads.frames.last == expected, "read at \(time)")
        }
    }

    @Test("A reader that is not the source reads the source's frame as it glides")
    func readerFollowingASource() {
        let reads = Reads()
        let probe = Probe<Binding<CGFloat>>()
        let graph = layout(FollowingReader(reads: reads, probe: probe), in: size)
        #expect(reads.frames.last == CGRect(x: 0, y: 0, width: 50, height: 50))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = 150 }
        graph.frame(at: 0.5, in: size)
        #expect(reads.frames.last == CGRect(x: 0, y: 0, width: 100, height: 100))
        graph.frame(at: 1.5, in: size)
        #expect(reads.frames.last == CGRect(x: 0, y: 0, width: 150, height: 150))
    }

    @Test("An anchor inside a view gliding from a match resolves, on each frame, where it is drawn then")
    func anchorInsideAGlide() {
        var resolved: [CGRect] = []
        let probe = Probe<Binding<Bool>>()
        let view = Grow(probe: probe) {
            Color.blue.anchorPreference(key: Bounds.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(Bounds.self) { bounds in
            GeometryReader { proxy in
                let _ = bounds.map { resolved.append(proxy[$0]) }
                Color.clear
            }
        }
        let graph = layout(view, in: size)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = true }
        for (time, expected) in [
            (0.2, CGRect(x: 0, y: 0, width: 120, height: 60)), (0.5, CGRect(x: 0, y: 0, width: 150, height: 75)),
            (0.8, CGRect(x: 0, y: 0, width: 180, height: 90)), (1.5, CGRect(x: 0, y: 0, width: 200, height: 100)),
        ] {
            graph.frame(at: time, in: size)
            #expect(drawnRects(of: .blue, in: graph) == [expected], "drawn at \(time)")
            #expect(resolved.last == expected, "resolved at \(time)")
        }
    }
}
