import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCairo
@testable import FinchCore

/// Frames painted while a gesture runs or something animates draw scaled text from rasters at
/// eighth-of-an-octave steps instead of rasterising every text at every frame's scale, and the picture
/// is exact again once the motion ends (Finch's rule: SwiftUI's own layers are scaled as bitmaps while a
/// transform animates, which is not specified for a settled picture, so Finch keeps a still window exact).
@MainActor
@Suite("Motion painting: scaled text during a pinch, exact when it ends")
struct MotionPaintingTests {
    static let size = CGSize(width: 240, height: 160)
    static let animals = ["🐶", "🐱", "🐭", "🐹"]

    /// Emoji and labels in a layer that a pinch scales as a whole, as EmojiArt's canvas does.
    private struct Canvas: View {
        @GestureState private var pinch: CGFloat = 1

        var body: some View {
            ZStack {
                ForEach(0..<40) { index in
                    Text(index % 5 == 0 ? "Label \(index % 2)" : animals[index % animals.count])
                        .font(.system(size: 14 + CGFloat(index % 2) * 6))
                        .position(x: 20 + CGFloat(index % 8) * 27.3, y: 20 + CGFloat(index / 8) * 29.7)
                }
            }
            .frame(width: size.width, height: size.height)
            .scaleEffect(pinch)
            .contentShape(Rectangle())
            .gesture(MagnifyGesture().updating($pinch) { value, state, _ in state = value.magnification })
        }
    }

    /// A frame host and a retained picture driven as the GTK window drives them.
    @MainActor
    private final class Window {
        let backend = CairoBackend()
        let test: TestWindow
        let host: FrameHost
        let picture: RetainedSurface
        var time = 0.0

        init() {
            test = TestWindow(size: MotionPaintingTests.size, backend: backend) { Canvas() }
            host = FrameHost(graph: test.graph, sizing: .window(MotionPaintingTests.size))
            picture = RetainedSurface(renderer: backend.renderer)
        }

        func present() throws {
            time += 1.0 / 60
            host.renderFrame(at: time)
            let list = try #require(host.lastFrame?.displayList)
            picture.update(
                list, damage: host.lastDamage, size: MotionPaintingTests.size, scale: 1, inMotion: host.isInMotion)
        }

        func magnify(_ phase: ContinuousGesturePhase, scale: CGFloat) {
            test.graph.handle(MagnifyEvent(phase: phase, location: CGPoint(x: 120, y: 80), scale: scale, time: time))
        }

        /// The window painted from scratch, exactly.
        func exactPicture() throws -> Data? {
            let list = try #require(host.lastFrame?.displayList)
            return CairoRenderer().pngData(for: list, size: MotionPaintingTests.size, scale: 1)
        }
    }

    @Test("A pinch frame lays out no text again, and rasterises each text once per step, not per frame")
    func pinchReusesLayoutsAndRasters() throws {
        let window = Window()
        try window.present()
        let layouts = window.backend.textLayoutsMade
        let exactRasters = window.backend.renderer.colorTextsRasterised
        window.magnify(.began, scale: 1)
        let frames = 60
        for frame in 1...frames {
            window.magnify(.changed, scale: 1 + 0.5 * CGFloat(frame) / CGFloat(frames))
            try window.present()
            #expect(window.host.isInMotion)
        }
        // From 1 to 1.5 the scale crosses log2(1.5) × 8 ≈ 4.7 steps: at most 6 steps, each drawing
        // the 6 different texts (4 animals, 2 labels) at 2 sizes at most once.
        let rasters = window.backend.renderer.motionTextsRasterised
        #expect(rasters > 0)
        #expect(rasters <= 6 * 6 * 2)
        #expect(window.backend.textLayoutsMade == layouts)
        #expect(window.backend.renderer.colorTextsRasterised == exactRasters)
        #expect(window.backend.renderer.motionApproximations > 0)
    }

    @Test("The frame that ends the pinch paints the approximated places exactly again")
    func endOfPinchIsExact() throws {
        let window = Window()
        try window.present()
        window.magnify(.began, scale: 1)
        for frame in 1...20 {
            window.magnify(.changed, scale: 1 + 0.6 * CGFloat(frame) / 20)
            try window.present()
        }
        #expect(window.picture.needsRefinement)
        #expect(window.picture.pngData() != (try window.exactPicture()))
        window.magnify(.ended, scale: 1.6)
        try window.present()
        #expect(!window.host.isInMotion)
        #expect(!window.picture.needsRefinement)
        #expect(window.picture.pngData() == (try window.exactPicture()))
    }

    @Test("Out of motion, a picture with approximations left and nothing new to paint is refined exactly")
    func refineWithoutAFrame() throws {
        let renderer = CairoRenderer()
        let picture = RetainedSurface(renderer: renderer)
        let text = TextRun(
            layout: TestRender.text("🐶 Rex", size: 20), frame: CGRect(x: 10, y: 10, width: 90, height: 30))
        let list = DisplayList(items: [
            .group(
                DisplayGroup(
                    transform: Transform2D(a: 1.3, b: 0, c: 0, d: 1.3, tx: 5, ty: 5),
                    bounds: CGRect(x: 0, y: 0, width: 120, height: 60), children: [.text(text)], identity: 1))
        ])
        let exact = renderer.pngData(for: list, size: Self.size, scale: 1)
        picture.update(
            list, damage: [CGRect(origin: .zero, size: Self.size)], size: Self.size, scale: 1, inMotion: true)
        #expect(renderer.motionApproximations == 1)
        #expect(picture.needsRefinement)
        #expect(picture.pngData() != exact)
        let refined = picture.refine()
        #expect(!refined.isEmpty)
        #expect(!picture.needsRefinement)
        #expect(picture.pngData() == exact)
        #expect(picture.refine().isEmpty)
    }

    @Test("In motion, text at a step's scale (a still 1× or 2× window) is drawn exactly")
    func stepScalesAreExact() throws {
        let renderer = CairoRenderer()
        let picture = RetainedSurface(renderer: renderer)
        let list = DisplayList(items: [
            .text(
                TextRun(
                    layout: TestRender.text("🐶 Rex", size: 20), frame: CGRect(x: 10.3, y: 10, width: 90, height: 30)))
        ])
        for scale in [1.0, 2.0] {
            picture.update(
                list, damage: [CGRect(origin: .zero, size: Self.size)], size: Self.size, scale: scale, inMotion: true)
            #expect(picture.pngData() == renderer.pngData(for: list, size: Self.size, scale: scale))
        }
        #expect(renderer.motionApproximations == 0)
        #expect(!picture.needsRefinement)
    }

    @Test("Motion steps are an eighth of an octave, at or above the scale drawn; steps themselves are exact")
    func steps() throws {
        #expect(MotionScale.step(for: 1) == nil)
        #expect(MotionScale.step(for: 2) == nil)
        #expect(MotionScale.step(for: 0.5) == nil)
        #expect(MotionScale.step(for: .nan) == nil)
        #expect(MotionScale.step(for: 0) == nil)
        for scale in [0.21, 0.37, 1.01, 1.3, 1.49, 2.4] {
            let step = try #require(MotionScale.step(for: scale))
            #expect(step >= scale)
            #expect(step < scale * pow(2, 1.0 / 8) + 1e-9)
        }
        // Nearby scales share a step.
        #expect(MotionScale.step(for: 1.3) == MotionScale.step(for: 1.31))
    }

    @Test("A pinch in progress puts the frame host in motion, and its end takes it out")
    func gestureInProgress() throws {
        let window = Window()
        try window.present()
        #expect(!window.host.isInMotion)
        window.magnify(.began, scale: 1)
        window.magnify(.changed, scale: 1.2)
        #expect(window.test.graph.hasGestureInProgress)
        #expect(window.host.isInMotion)
        window.magnify(.ended, scale: 1.2)
        #expect(!window.test.graph.hasGestureInProgress)
        #expect(!window.host.isInMotion)
    }
}
