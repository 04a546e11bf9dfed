import Finch
@_spi(Testing) import FinchCore
import FinchTesting
import Foundation
import Testing

/// The classic shake, written exactly as SwiftUI code writes it.
private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A login form shaking its field when the password is wrong, as in SwiftUI tutorials.
private struct LoginForm: View {
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Password")
                .padding(8)
                .background(Color.red.opacity(0.2))
                .modifier(Shake(animatableData: CGFloat(attempts)))
            Button("Log in") {
                withAnimation(.default) { attempts += 1 }
            }
        }
        .frame(width: 200, height: 120)
    }
}

/// The well-known card flip: a turn about the vertical axis through the centre, in perspective.
private struct FlipEffect: GeometryEffect {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let radians = CGFloat(Angle(degrees: angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, radians, 0, 1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2, -size.height / 2, 0)
        let affine = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(transform3d).concatenating(affine)
    }
}

@MainActor private final class Attempts: ObservableObject {
    @Published var count = 0
}

private struct ShakenText: View {
    @ObservedObject var attempts: Attempts

    var body: some View {
        Text("Shaken").modifier(Shake(animatableData: CGFloat(attempts.count))).frame(width: 200, height: 60)
    }
}

/// A perspective that shrinks the right side: w = 1 + x/400.
private var keystone: ProjectionTransform {
    var transform = ProjectionTransform()
    transform.m13 = 1.0 / 400
    return transform
}

@MainActor
@Suite("GeometryEffect, transformEffect and projectionEffect move the drawing by a transform, animated")
struct GeometryEffectTests {
    private func shownX(_ window: TestWindow, _ text: String) -> CGFloat? {
        window.frames(ofText: text).first?.minX
    }

    @Test("A shake animated linearly over 1 s moves by 10·sin(3πt): +10 at 1/6 s, −10 at 1/2 s, +10 at 5/6 s")
    func linearShake() throws {
        let attempts = Attempts()
        let window = TestWindow(size: CGSize(width: 200, height: 60)) { ShakenText(attempts: attempts) }
        let rest = try #require(shownX(window, "Shaken"))
        withAnimation(.linear(duration: 1)) { attempts.count += 1 }
        window.advance(by: 0)
        let evaluations = window.graph.debugBodyEvaluationCount(of: ShakenText.self)
        let expected: [(time: Double, offset: CGFloat)] = [(1.0 / 6, 10), (0.5, -10), (5.0 / 6, 10), (1, 0)]
        var elapsed = 0.0
        for sample in expected {
            window.advance(by: sample.time - elapsed)
            elapsed = sample.time
            let x = try #require(shownX(window, "Shaken"))
            #expect(abs(x - rest - sample.offset) < 0.01, "at \(sample.time) s")
            #expect(window.frames(ofText: "Shaken").first?.minY == window.layoutFrames(ofText: "Shaken").first?.minY)
        }
        // The effect is asked again each frame; no view is evaluated again.
        #expect(window.graph.debugBodyEvaluationCount(of: ShakenText.self) == evaluations)
        // The animation ends once the clock has passed its end.
        window.advance(by: 1.0 / 60)
        #expect(!window.needsFrame)
    }

    @Test("withAnimation(.default) { attempts += 1 } shakes right, left, right (−10 pt half way) and comes to rest")
    func defaultShake() throws {
        let attempts = Attempts()
        let window = TestWindow(size: CGSize(width: 200, height: 60)) { ShakenText(attempts: attempts) }
        let rest = try #require(shownX(window, "Shaken"))
        withAnimation(.default) { attempts.count += 1 }
        // easeInOut over 0.35 s is half way at 0.175 s: sin(1.5π) = −1.
        var offsets: [CGFloat] = []
        for _ in 0..<21 {
            window.advance(by: 1.0 / 60)
            offsets.append(try #require(shownX(window, "Shaken")) - rest)
        }
        #expect(offsets.allSatisfy { abs($0) <= 10.001 })
        // sin(3π·data) over data 0…1 is one and a half periods: right, left, right, so the sign changes
        // twice (at data 1/3 and 2/3).
        let signs = offsets.filter { abs($0) > 0.5 }.map { $0 > 0 }
        let changes = zip(signs, signs.dropFirst()).filter { $0 != $1 }.count
        #expect(changes == 2)
        #expect(offsets.max() ?? 0 > 9 && offsets.min() ?? 0 < -9)
        #expect(abs(offsets.last ?? 1) < 0.01)
        #expect(!window.needsFrame)

        let again = Attempts()
        let other = TestWindow(size: CGSize(width: 200, height: 60)) { ShakenText(attempts: again) }
        withAnimation(.default) { again.count += 1 }
        other.advance(by: 0.175)
        #expect(abs((shownX(other, "Shaken") ?? 0) - rest + 10) < 0.05)
    }

    @Test("A button's tap shakes the field; its frames are drawn moved and laid out in place")
    func tapShakes() throws {
        let window = TestWindow(size: CGSize(width: 200, height: 120)) { LoginForm() }
        let rest = try #require(shownX(window, "Password"))
        let button = try #require(window.frames(ofText: "Log in").first)
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        var moved: [CGFloat] = []
        for _ in 0..<30 {
            window.advance(by: 1.0 / 60)
            moved.append(try #require(shownX(window, "Password")) - rest)
        }
        #expect(moved.contains { $0 > 5 } && moved.contains { $0 < -5 })
        #expect(window.layoutFrames(ofText: "Password").first?.minX == rest)
        #expect(abs(moved.last ?? 1) < 0.01)
    }

    @Test("A frame of the shake, a third of the way through its first shake")
    func shakeGolden() {
        let window = TestWindow(size: CGSize(width: 200, height: 120)) { LoginForm() }
        let button = window.frames(ofText: "Log in").first ?? .zero
        window.tap(at: CGPoint(x: button.midX, y: button.midY))
        window.advance(by: 0.05)
        assertSnapshot(png: window.pngData())
    }

    @Test("Touches follow the effect: the moved view is hit where it is drawn, not where it is laid out")
    func hitTestingFollows() {
        var taps = 0
        let window = TestWindow(size: CGSize(width: 300, height: 100)) {
            Color.blue.frame(width: 50, height: 50)
                .onTapGesture { taps += 1 }
                .transformEffect(CGAffineTransform(translationX: 100, y: 0))
                .frame(width: 300, height: 100, alignment: .topLeading)
        }
        window.tap(at: CGPoint(x: 25, y: 25))
        #expect(taps == 0)
        window.tap(at: CGPoint(x: 125, y: 25))
        #expect(taps == 1)
    }

    @Test("transformEffect skews about the top-left corner; projectionEffect draws in perspective")
    func transformAndProjectionGolden() {
        let tile = ZStack {
            Color.blue
            Text("Finch").font(.headline).foregroundColor(.white)
        }
        .frame(width: 80, height: 60)
        let view = HStack(spacing: 30) {
            tile.transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0))
            tile.projectionEffect(keystone)
        }
        .frame(width: 240, height: 100)
        assertSnapshot(of: view, size: CGSize(width: 240, height: 100))
    }

    @Test("A flip effect built with CATransform3D turns the card 40° in perspective")
    func flipGolden() {
        let view = ZStack {
            Color.blue
            Text("Finch").font(.headline).foregroundColor(.white)
        }
        .frame(width: 100, height: 70)
        .modifier(FlipEffect(angle: 40))
        .frame(width: 160, height: 100)
        assertSnapshot(of: view, size: CGSize(width: 160, height: 100))
    }

    @Test("A perspective projection is hit through its inverse; ignoredByLayout draws the same")
    func projectionHitTesting() {
        var taps = 0
        let window = TestWindow(size: CGSize(width: 400, height: 200)) {
            Color.blue.frame(width: 400, height: 200)
                .onTapGesture { taps += 1 }
                .projectionEffect(keystone)
                .modifier(Shake(animatableData: 0).ignoredByLayout())
        }
        // The right edge (x = 400) is drawn at 400 / 2 = 200; a touch at x = 300 misses.
        window.tap(at: CGPoint(x: 300, y: 20))
        #expect(taps == 0)
        window.tap(at: CGPoint(x: 150, y: 20))
        #expect(taps == 1)
    }
}
