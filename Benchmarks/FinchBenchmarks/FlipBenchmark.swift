import Finch
import FinchCairo

/// Twenty cards flipping at once (a 0.75 s linear 3D flip) in a 400×700 window: the cost of each frame.
@MainActor
enum FlipBenchmark {
    static let window = CGSize(width: 400, height: 700)

    /// Lecture 6's `Cardify`: an animatable modifier whose body sees every frame's rotation.
    struct Flip: AnimatableModifier {
        var rotation: Double

        var animatableData: Double {
            get { rotation }
            set { rotation = newValue }
        }

        func body(content: Content) -> some View {
            ZStack {
                Group {
                    RoundedRectangle(cornerRadius: 10).fill(Color.white)
                    RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3)
                    content
                }
                .opacity(rotation < 90 ? 1 : 0)
                RoundedRectangle(cornerRadius: 10).fill().opacity(rotation < 90 ? 0 : 1)
            }
            .rotation3DEffect(Angle.degrees(rotation), axis: (0, 1, 0))
        }
    }

    @MainActor
    final class Deck {
        var flip: (() -> Void)?
    }

    struct Cards: View {
        let deck: Deck
        @State private var faceUp = false

        var body: some View {
            let _ = (deck.flip = { faceUp.toggle() })
            VStack(spacing: 0) {
                ForEach(0..<5) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<4) { column in
                            Text(PaintBenchmark.emojis[(row * 4 + column) % PaintBenchmark.emojis.count])
                                .font(Font.system(size: 63))
                                .modifier(Flip(rotation: faceUp ? 0 : 180))
                                .padding(5)
                        }
                    }
                }
            }
            .foregroundColor(Color.orange)
        }
    }

    struct Result {
        let animated: AnimatedFrames
        let idle: Timing
        var frame: Timing { animated.frame }
        var frames: Int { animated.frames }
        var parts: (update: Double, list: Double, paint: Double) { animated.parts }
    }

    /// Flips all cards and times every 1/60 s frame as a window runs it: clock, re-evaluation, layout,
    /// display list and painting what changed, at 1×.
    static func run() -> Result {
        let deck = Deck()
        let hosted = HostedWindow(size: window, content: Cards(deck: deck))
        let animated = hosted.timeAnimatedChanges(rounds: 6, animation: .linear(duration: 0.75)) { deck.flip?() }
        // An idle frame: nothing changed, nothing animates, so a host does nothing but ask.
        let idle = measure { _ = hosted.host.nextWake }
        return Result(animated: animated, idle: idle)
    }
}
