import Finch

/// Lecture 6's game view (the seed's `ContentView`), with the theme's name and colour and the score of
/// assignment 2 above the cards.
public struct EmojiMemoryGameView: View {
    @ObservedObject var viewModel: EmojiMemoryGame

    public init(viewModel: EmojiMemoryGame) {
        self.viewModel = viewModel
    }

    public var body: some View {
        VStack {
            HStack {
                Text(viewModel.theme.name).font(.title).bold()
                Spacer()
                Text("Score: \(viewModel.score)").font(.title2)
            }
            .padding(.horizontal)
            Grid(viewModel.cards, aspectRatio: 2.0 / 3.0) { card in
                CardView(card: card, backGradient: viewModel.theme.gradient).onTapGesture {
                    withAnimation(.linear(duration: 0.75)) {
                        viewModel.choose(card: card)
                    }
                }
                .padding(5)
            }
            .padding()
            .foregroundColor(viewModel.theme.color)
            Button(
                action: {
                    withAnimation(.easeInOut) {
                        self.viewModel.resetGame()
                    }
                }, label: { Text("New Game").font(.title2) })
        }
        .padding(.vertical)
    }
}

struct CardView: View {
    var card: MemoryGame<String>.Card
    var backGradient: [Color]? = nil

    var body: some View {
        GeometryReader { geometry in
            self.body(for: geometry.size)
        }
    }

    @State private var animatedBonusRemaining: Double = 0

    private func startBonusTimeAnimation() {
        animatedBonusRemaining = card.bonusRemaining
        withAnimation(.linear(duration: card.bonusTimeRemaining)) {
            animatedBonusRemaining = 0
        }
    }

    @ViewBuilder
    private func body(for size: CGSize) -> some View {
        if card.isFaceUp || !card.isMatched {
            ZStack {
                Group {
                    if card.isConsumingBonusTime {
                        Pie(
                            startAngle: Angle.degrees(0 - 90),
                            endAngle: Angle.degrees(-animatedBonusRemaining * 360 - 90),
                            clockwise: true
                        )
                        .onAppear {
                            startBonusTimeAnimation()
                        }
                    } else {
                        Pie(
                            startAngle: Angle.degrees(0 - 90),
                            endAngle: Angle.degrees(-card.bonusRemaining * 360 - 90),
                            clockwise: true)
                    }
                }
                .padding(5).opacity(0.4)
                .transition(.identity)
                // The seed turns 180°; the lecture spins a full turn a second.
                Text(card.content)
                    .font(Font.system(size: fontSize(for: size)))
                    .rotationEffect(Angle.degrees(card.isMatched ? 360 : 0))
                    .animation(
                        card.isMatched ? Animation.linear(duration: 1).repeatForever(autoreverses: false) : .default)
            }
            .cardify(isFaceUp: card.isFaceUp, backGradient: backGradient)
            .transition(AnyTransition.scale)
        }
    }

    // MARK: - Drawing Constants

    private func fontSize(for size: CGSize) -> CGFloat {
        min(size.width, size.height) * 0.7
    }
}
