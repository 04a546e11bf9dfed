import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Retained drawing: a frame paints only where its display list changed, so an idle frame paints
/// nothing, a changed text repaints its own few points, and painting step by step gives exactly the
/// picture a full repaint gives.
@MainActor
@Suite("Retained drawing: frames repaint only what changed")
struct RetainedDrawingTests {
    private struct Labels: View {
        let probe: Probe
        @State private var changed = "Changing 0"

        var body: some View {
            let _ = (probe.set = { changed = $0 })
            VStack(spacing: 0) {
                // A fixed width, so the change moves nothing else (the stack's width stays).
                Text(changed).frame(width: 200)
                ForEach(0..<199) { Text("Label \($0)").font(.system(size: 8)) }
            }
        }
    }

    @MainActor
    final class Probe {
        var set: ((String) -> Void)?
    }

    @Test("An idle frame paints nothing; a changed text repaints only around that text")
    func idleAndOneText() throws {
        let probe = Probe()
        // The probe holds a view that holds the probe: let go, so the cycle does not outlive the test.
        defer { probe.set = nil }
        let window = TestWindow(size: CGSize(width: 300, height: 2200)) { Labels(probe: probe) }
        let picture = RetainedSurface(renderer: CairoBackend.shared.renderer)
        picture.update(window.displayList, size: window.size, scale: 1)
        #expect(picture.lastPainted == [CGRect(origin: .zero, size: window.size)])
        // Nothing changed: nothing is painted.
        window.advance(by: 0.5)
        #expect(picture.update(window.displayList, size: window.size, scale: 1).isEmpty)
        #expect(window.host.lastDamage.isEmpty)
        // One text of 200 changed: the painted area is about that text's line.
        let setText = try #require(probe.set)
        setText("Changing 1")
        window.render()
        let painted = picture.update(window.displayList, size: window.size, scale: 1)
        let text = try #require(window.frames(ofText: "Changing 1").first)
        #expect(painted.count == 1)
        let area = painted.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < text.width * text.height * 4)
        #expect(painted[0].intersects(text))
    }

    @Test("Scrolling repaints the scroll view's viewport and nothing else")
    func scrolling() throws {
        let window = TestWindow(size: CGSize(width: 300, height: 400)) {
            VStack(spacing: 0) {
                Text("Header").frame(height: 100)
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<40) { Text("Row \($0)").frame(height: 40) } }
                }
            }
        }
        let picture = RetainedSurface(renderer: CairoBackend.shared.renderer)
        picture.update(window.displayList, size: window.size, scale: 1)
        window.scroll(at: CGPoint(x: 150, y: 300), by: CGSize(width: 0, height: 60))
        let painted = picture.update(window.displayList, size: window.size, scale: 1)
        let header = try #require(window.frames(ofText: "Header").first)
        #expect(!painted.isEmpty)
        #expect(!painted.contains { $0.intersects(header) })
    }

    /// A shape that counts how often its path is made.
    private struct CountingShape: Shape {
        let counter: Counter

        func path(in rect: CGRect) -> Path {
            // A shape's path is nonisolated; Finch's painting asks for it on the main actor.
            MainActor.assumeIsolated { counter.paths += 1 }
            return Path(ellipseIn: rect)
        }
    }

    @MainActor
    final class Counter {
        var paths = 0
    }

    @Test("A shape keeps its path while its size and data are unchanged: repainting makes no new path")
    func shapesKeepTheirPaths() {
        let counter = Counter()
        let window = TestWindow(size: CGSize(width: 200, height: 200)) {
            CountingShape(counter: counter).fill(Color.red).frame(width: 100, height: 100)
        }
        _ = window.displayList
        let made = counter.paths
        #expect(made >= 1)
        for _ in 0..<5 {
            window.advance(by: 0.1)
            _ = window.displayList
            _ = window.graph.handle(PointerEvent(phase: .began, location: CGPoint(x: 100, y: 100), time: window.time))
            _ = window.graph.handle(PointerEvent(phase: .ended, location: CGPoint(x: 100, y: 100), time: window.time))
        }
        #expect(counter.paths == made)
    }

    private struct Turning: View {
        let probe: Probe
        @State private var angle = 0.0

        var body: some View {
            let _ = (probe.set = { angle = Double($0) ?? 0 })
            VStack(spacing: 20) {
                RoundedRectangle(cornerRadius: 10).fill(Color.orange).frame(width: 80, height: 120)
                    .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
                RoundedRectangle(cornerRadius: 10).fill(Color.blue).frame(width: 80, height: 120)
                    .opacity(0.5)
            }
        }
    }

    @Test("A view turning in perspective repaints about its own rectangle, not the window")
    func perspectiveDamage() throws {
        let probe = Probe()
        // The probe holds a view that holds the probe: let go, so the cycle does not outlive the test.
        defer { probe.set = nil }
        let window = TestWindow(size: CGSize(width: 300, height: 400)) { Turning(probe: probe) }
        let picture = RetainedSurface(renderer: CairoBackend.shared.renderer)
        picture.update(window.displayList, size: window.size, scale: 1)
        let turn = try #require(probe.set)
        for angle in ["30", "60", "0"] {
            turn(angle)
            window.render()
            let painted = picture.update(window.displayList, size: window.size, scale: 1)
            #expect(painted.count == 1)
            // The card is 80×120 at the top; turned about its vertical axis it grows a little in
            // perspective, and never reaches the faded card below it.
            let area = painted.reduce(0) { $0 + $1.width * $1.height }
            #expect(area > 0 && area < 80 * 120 * 2, "angle \(angle): \(painted)")
            #expect(painted.allSatisfy { $0.maxY < 260 }, "angle \(angle): \(painted)")
        }
        // Painted step by step, the picture is the one a full repaint makes (the faded card included).
        let renderer = CairoBackend.shared.renderer
        let full = try #require(renderer.pngData(for: window.displayList, size: window.size, scale: 1))
        #expect(picture.pngData() == full)
    }
}

/// The GTK window's path: the frame host computes each frame's damage once, and the retained picture
/// repaints exactly that.
@MainActor
@Suite("Retained drawing with the frame's damage")
struct FrameDamageDrawingTests {
    private struct Blinking: View {
        @State private var on = false

        var body: some View {
            VStack {
                Text("Title")
                Rectangle().fill(on ? Color.blue : Color.red).frame(width: 60, height: 40)
                    .onTapGesture { withAnimation(.linear(duration: 0.2)) { on.toggle() } }
            }
        }
    }

    @Test("Painting each frame's damage into the picture gives exactly a full repaint")
    func frameDamageMatchesFullRepaint() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 150)) { Blinking() }
        let host = FrameHost(graph: window.graph, sizing: .window(window.size))
        let picture = RetainedSurface(renderer: CairoBackend.shared.renderer)
        func present(at time: Double) throws {
            host.renderFrame(at: time)
            let list = try #require(host.lastFrame?.displayList)
            picture.update(list, damage: host.lastDamage, size: window.size, scale: 1)
            let fresh = CairoBackend.shared.renderer.pngData(for: list, size: window.size, scale: 1, background: .white)
            #expect(picture.pngData() == fresh)
        }
        try present(at: 0)
        window.graph.handle(PointerEvent(phase: .began, location: CGPoint(x: 100, y: 85), time: 0.01))
        window.graph.handle(PointerEvent(phase: .ended, location: CGPoint(x: 100, y: 85), time: 0.05))
        var time = 0.05
        for _ in 0..<16 {
            time += 1.0 / 60
            try present(at: time)
        }
        #expect(host.lastDamage.isEmpty)
    }
}
