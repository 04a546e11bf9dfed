import Foundation
import Testing

@testable import FinchCore

/// What a geometry reader's content saw the last time it was built.
private final class Seen {
    var local: CGRect?
    var global: CGRect?
    var named: CGRect?
    var size: CGSize?
    var builds = 0
}

/// A reader that records its frames; a view of its own, so that a change around it does not evaluate it.
private struct Recorder: View {
    let seen: Seen
    /// False: the content reads only its size and local frame.
    var readsPosition = true

    var body: some View {
        GeometryReader { proxy in
            let _ = record(proxy)
            Color.blue
        }
    }

    private func record(_ proxy: GeometryProxy) {
        seen.local = proxy.frame(in: .local)
        seen.size = proxy.size
        seen.builds += 1
        guard readsPosition else { return }
        seen.global = proxy.frame(in: .global)
        seen.named = proxy.frame(in: .named("space"))
    }
}

/// A point of one view.
private struct Pin: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = value ?? nextValue()
    }
}

/// The bounds of one view.
private struct Bounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Moves its drawing right by `amount` points, as a custom `GeometryEffect`.
private struct Slide: GeometryEffect {
    var amount: CGFloat

    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
    }
}

/// A 100 × 100 recorder whose offset a probe sets; the recorder itself is never evaluated again.
private struct OffsetRecorder: View {
    let seen: Seen
    let probe: Probe<Binding<CGFloat>>
    var readsPosition = true
    @State private var x: CGFloat = 0

    var body: some View {
        let _ = (probe.value = $x)
        Recorder(seen: seen, readsPosition: readsPosition).frame(width: 100, height: 100).offset(x: x)
    }
}

/// A 40 × 20 view whose bounds are anchored inside an offset a probe sets, resolved by an overlay's reader.
private struct MovingPin: View {
    let resolved: Probe<CGRect>
    let probe: Probe<Binding<CGFloat>>
    @State private var x: CGFloat = 0

    var body: some View {
        let _ = (probe.value = $x)
        Color.blue.frame(width: 40, height: 20)
            .anchorPreference(key: Bounds.self, value: .bounds) { $0 }
            .offset(x: x)
            .padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .overlayPreferenceValue(Bounds.self) { bounds in
                GeometryReader { proxy in
                    let _ = bounds.map { resolved.value = proxy[$0] }
                    Color.clear
                }
            }
    }
}

@MainActor
@Suite("GeometryProxy and anchors see the geometry effects between two spaces")
struct GeometryProxyEffectTests {
    private let window = CGSize(width: 300, height: 300)

    /// A 100 × 100 recorder at (50, 50) in the window, drawn through `effects`.
    private func recorded<V: View>(_ effects: (AnyView) -> V) -> Seen {
        let seen = Seen()
        let view = effects(AnyView(Recorder(seen: seen).frame(width: 100, height: 100)))
            .padding(50)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        _ = layout(view, in: window)
        return seen
    }

    private func expectClose(_ rect: CGRect?, _ expected: CGRect, _ comment: Comment? = nil) {
        guard let rect else {
            Issue.record("no frame read")
            return
        }
        let close =
            abs(rect.minX - expected.minX) < 1e-9 && abs(rect.minY - expected.minY) < 1e-9
            && abs(rect.width - expected.width) < 1e-9 && abs(rect.height - expected.height) < 1e-9
        #expect(close, "\(rect) is not \(expected)")
    }

    @Test("Without effects the global frame is the laid-out frame")
    func noEffect() {
        let seen = recorded { $0 }
        #expect(seen.global == CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test(".offset(x: 30, y: 10) moves the global frame by (30, 10); local frame and size stay")
    func offset() {
        let seen = recorded { $0.offset(x: 30, y: 10) }
        #expect(seen.global == CGRect(x: 80, y: 60, width: 100, height: 100))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(seen.size == CGSize(width: 100, height: 100))
    }

    @Test(".scaleEffect(2) about the centre: 200 × 200 around the same centre; local frame and size stay")
    func scaleAboutCentre() {
        let seen = recorded { $0.scaleEffect(2) }
        #expect(seen.global == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(seen.size == CGSize(width: 100, height: 100))
    }

    @Test("scaleEffect about other anchors keeps that point of the frame where it was")
    func scaleAboutAnchors() {
        let topLeading = recorded { $0.scaleEffect(2, anchor: .topLeading) }
        #expect(topLeading.global == CGRect(x: 50, y: 50, width: 200, height: 200))
        let bottomTrailing = recorded { $0.scaleEffect(x: 0.5, y: 0.25, anchor: .bottomTrailing) }
        #expect(bottomTrailing.global == CGRect(x: 100, y: 125, width: 50, height: 25))
        // A negative scale mirrors: the frame is the box around the mirrored view.
        let mirrored = recorded { $0.scaleEffect(x: -1, y: 1, anchor: .leading) }
        #expect(mirrored.global == CGRect(x: -50, y: 50, width: 100, height: 100))
    }

    @Test("rotationEffect: the frame is the bounding box of the turned view")
    func rotationBoundingBox() {
        let seen = Seen()
        // A 100 × 50 view centred at (100, 75), turned a quarter: 50 × 100 around the same centre.
        let quarter = Recorder(seen: seen).frame(width: 100, height: 50).rotationEffect(.degrees(90))
            .padding(50).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        _ = layout(quarter, in: window)
        expectClose(seen.global, CGRect(x: 75, y: 25, width: 50, height: 100))
        #expect(seen.size == CGSize(width: 100, height: 50))
        // A 100 × 100 square turned 45° about its centre (100, 100): a box 100·√2 wide.
        let eighth = recorded { $0.rotationEffect(.degrees(45)) }
        let side = 100 * 2.0.squareRoot()
        expectClose(eighth.global, CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side))
        // About the top-leading corner, a quarter turn clockwise swings the square to the left of it.
        let corner = recorded { $0.rotationEffect(.degrees(90), anchor: .topLeading) }
        expectClose(corner.global, CGRect(x: -50, y: 50, width: 100, height: 100))
    }

    @Test("Nested effects apply innermost first: offset then scale differs from scale then offset")
    func nestedEffects() {
        // Offset inside the scale: the offset is scaled too (x: 50 + 2 · 20 = 90).
        let offsetThenScale = recorded { $0.offset(x: 20).scaleEffect(2, anchor: .topLeading) }
        #expect(offsetThenScale.global == CGRect(x: 90, y: 50, width: 200, height: 200))
        // Scale inside the offset: the offset moves the scaled view 20 points.
        let scaleThenOffset = recorded { $0.scaleEffect(2, anchor: .topLeading).offset(x: 20) }
        #expect(scaleThenOffset.global == CGRect(x: 70, y: 50, width: 200, height: 200))
        // Effects on a container above the reader count as well.
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            Recorder(seen: seen).frame(width: 100, height: 100)
        }
        .offset(y: 5)
        .scaleEffect(0.5, anchor: .topLeading)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        _ = layout(view, in: window)
        #expect(seen.global == CGRect(x: 0, y: 12.5, width: 50, height: 50))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("A named space counts the effects between it and the reader, not those around it")
    func namedSpace() {
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            Recorder(seen: seen)
        }
        .padding(10)
        .offset(x: 25)
        .coordinateSpace(name: "space")
        .scaleEffect(3)
        .offset(y: 100)
        _ = layout(view.frame(width: 100, height: 100), in: CGSize(width: 100, height: 100))
        // Laid out at (10, 40), 80 × 50, in the space; the offset inside it moves the reader 25 right.
        #expect(seen.named == CGRect(x: 35, y: 40, width: 80, height: 50))
        // In the window the scale (about the space's centre, (50, 50)) and the outer offset count too.
        #expect(seen.global == CGRect(x: 5, y: 120, width: 240, height: 150))
    }

    @Test("A custom GeometryEffect moves the frame; the same effect ignoredByLayout() does not")
    func customEffect() {
        let moved = recorded { $0.modifier(Slide(amount: 30)) }
        #expect(moved.global?.minX == 80)
        let ignored = recorded { $0.modifier(Slide(amount: 30).ignoredByLayout()) }
        #expect(ignored.global?.minX == 50)
    }

    @Test("An offset changed around a reader that is not evaluated again builds its content again")
    func followsAChangedEffect() throws {
        let seen = Seen()
        let probe = Probe<Binding<CGFloat>>()
        let graph = layout(OffsetRecorder(seen: seen, probe: probe), in: window)
        #expect(seen.global?.minX == 100)
        let builds = seen.builds
        try #require(probe.value).wrappedValue = 40
        graph.layout(in: window)
        #expect(seen.global?.minX == 140)
        #expect(seen.builds == builds + 1)
        // Nothing moved: nothing is built again.
        graph.layout(in: window)
        #expect(seen.builds == builds + 1)
    }

    @Test("Mid-animation a reader sees the effect's value on the frame it is read, built again each frame")
    func midAnimation() {
        let seen = Seen()
        let probe = Probe<Binding<CGFloat>>()
        let graph = layout(OffsetRecorder(seen: seen, probe: probe), in: window)
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = 100 }
        graph.frame(at: 0, in: window)
        #expect(seen.global?.minX == 100)
        graph.frame(at: 0.25, in: window)
        #expect(seen.global?.minX == 125)
        graph.frame(at: 0.5, in: window)
        #expect(seen.global?.minX == 150)
        graph.frame(at: 1, in: window)
        #expect(seen.global?.minX == 200)
        let builds = seen.builds
        graph.frame(at: 2, in: window)
        #expect(seen.global?.minX == 200)
        #expect(seen.builds == builds)
        #expect(!graph.hasRunningAnimations)
    }

    @Test("A reader that reads only its size is not built again while an effect around it animates")
    func sizeOnlyReaderStays() {
        let seen = Seen()
        let probe = Probe<Binding<CGFloat>>()
        let graph = layout(OffsetRecorder(seen: seen, probe: probe, readsPosition: false), in: window)
        let builds = seen.builds
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = 100 }
        for time in [0, 0.25, 0.5, 1, 2] { graph.frame(at: time, in: window) }
        #expect(seen.builds == builds)
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("An anchor resolved in an overlay goes through the offset around the anchored view")
    func anchorThroughOffset() {
        var rects: [CGRect] = []
        var corners: [CGPoint] = []
        let view = Color.blue.frame(width: 40, height: 20)
            .anchorPreference(key: Bounds.self, value: .bounds) { $0 }
            .anchorPreference(key: Pin.self, value: .topLeading) { $0 }
            .offset(x: 30, y: 5)
            .padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .overlayPreferenceValue(Bounds.self) { bounds in
                GeometryReader { proxy in
                    let _ = bounds.map { rects.append(proxy[$0]) }
                    Color.clear
                }
            }
            .overlayPreferenceValue(Pin.self) { pin in
                GeometryReader { proxy in
                    let _ = pin.map { corners.append(proxy[$0]) }
                    Color.clear
                }
                // The reader is drawn 10 points left: the anchor is 10 points further right in its space.
                .offset(x: -10)
            }
        _ = layout(view, in: window)
        // Laid out at (20, 10), drawn 30 right and 5 down.
        #expect(rects.last == CGRect(x: 50, y: 15, width: 40, height: 20))
        #expect(corners.last == CGPoint(x: 60, y: 15))
    }

    @Test("An anchor of a view with an offset inside it is the view's laid-out bounds; a scale around it counts")
    func anchorInsideAndScaled() {
        var inside: [CGRect] = []
        var scaled: [CGRect] = []
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 40, height: 20)
                .offset(x: 30)
                .anchorPreference(key: Bounds.self, value: .bounds) { $0 }
            Color.green.frame(width: 40, height: 20)
                .anchorPreference(key: Pin.self, value: .center) { $0 }
                .scaleEffect(2, anchor: .topLeading)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .overlayPreferenceValue(Bounds.self) { bounds in
            GeometryReader { proxy in
                let _ = bounds.map { inside.append(proxy[$0]) }
                Color.clear
            }
        }
        .overlayPreferenceValue(Pin.self) { pin in
            GeometryReader { proxy in
                let _ = pin.map { scaled.append(CGRect(origin: proxy[$0], size: .zero)) }
                Color.clear
            }
        }
        _ = layout(view, in: window)
        #expect(inside.last == CGRect(x: 0, y: 0, width: 40, height: 20))
        // The green view's centre (20, 30) is drawn at (0, 20) + 2 · (20, 10).
        #expect(scaled.last?.origin == CGPoint(x: 40, y: 40))
    }

    @Test("An anchor under an animated offset is resolved at the offset shown on each frame")
    func anchorMidAnimation() {
        let resolved = Probe<CGRect>()
        let probe = Probe<Binding<CGFloat>>()
        let graph = layout(MovingPin(resolved: resolved, probe: probe), in: window)
        #expect(resolved.value == CGRect(x: 20, y: 10, width: 40, height: 20))
        withAnimation(.linear(duration: 1)) { probe.value?.wrappedValue = 60 }
        graph.frame(at: 0, in: window)
        graph.frame(at: 0.5, in: window)
        #expect(resolved.value == CGRect(x: 50, y: 10, width: 40, height: 20))
        graph.frame(at: 1.5, in: window)
        #expect(resolved.value == CGRect(x: 80, y: 10, width: 40, height: 20))
    }
}
