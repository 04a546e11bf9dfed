import Finch

/// Lecture 6's card modifier: the 3D flip whose face shows once the turn passes 90°. Beyond the seed, a
/// theme may give the back a gradient instead of the foreground colour.
///
/// Seed 003 names the property `animationData`, a typo the lecture's own code does not have: under that
/// name `rotation` is never interpolated (in SwiftUI as in Finch) and the face shows from the first frame.
struct Cardify: AnimatableModifier {
    var rotation: Double
    var backGradient: [Color]?

    init(isFaceUp: Bool, backGradient: [Color]? = nil) {
        rotation = isFaceUp ? 0 : 180
        self.backGradient = backGradient
    }

    var isFaceUp: Bool {
        rotation < 90
    }

    var animatableData: Double {
        get { return rotation }
        set { rotation = newValue }
    }

    func body(content: Content) -> some View {
        ZStack {
            Group {
                RoundedRectangle(cornerRadius: cornerRadius).fill(Color.white)
                RoundedRectangle(cornerRadius: cornerRadius).stroke(lineWidth: edgeLineWidth)
                content
            }
            .opacity(isFaceUp ? 1 : 0)
            back.opacity(isFaceUp ? 0 : 1)
        }
        .rotation3DEffect(Angle.degrees(rotation), axis: (0, 1, 0))
    }

    @ViewBuilder
    private var back: some View {
        if let backGradient {
            RoundedRectangle(cornerRadius: cornerRadius)
                .fill(LinearGradient(colors: backGradient, startPoint: .topLeading, endPoint: .bottomTrailing))
        } else {
            RoundedRectangle(cornerRadius: cornerRadius).fill()
        }
    }

    private let cornerRadius: CGFloat = 10.0
    private let edgeLineWidth: CGFloat = 3
}

extension View {
    func cardify(isFaceUp: Bool, backGradient: [Color]? = nil) -> some View {
        self.modifier(Cardify(isFaceUp: isFaceUp, backGradient: backGradient))
    }
}
