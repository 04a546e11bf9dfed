import SwiftUI

struct ContentView: View {
    @State private var cards = Card.deck
    @State private var score = 0
    @State private var timeRemaining = 60
    @State private var isActive = true

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 30) {
                HStack {
                    Label("\(timeRemaining)s", systemImage: "timer")
                    Spacer()
                    Label("\(score)", systemImage: "star.fill")
                }
                .font(.title2.bold())
                .foregroundStyle(.white)
                .padding(.horizontal, 20)
                .padding(.vertical, 10)
                .background(.black.opacity(0.25))
                .clipShape(.capsule)

                ZStack {
                    ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                        CardView(card: card) { knewIt in
                            withAnimation {
                                remove(card, knewIt: knewIt)
                            }
                        }
                        .stacked(at: index, in: cards.count)
                        .allowsHitTesting(index == cards.count - 1)
                    }
                }
                .allowsHitTesting(timeRemaining > 0)

                if cards.isEmpty || timeRemaining == 0 {
                    VStack(spacing: 12) {
                        Text(timeRemaining == 0 ? "Time's up!" : "All done!")
                            .font(.title.bold())
                        Text("You knew \(score) of \(Card.deck.count) words")
                        Button("Start Again", action: resetCards)
                            .buttonStyle(.borderedProminent)
                            .tint(.white)
                            .foregroundStyle(.indigo)
                    }
                    .foregroundStyle(.white)
                } else {
                    Text("Swipe right if you knew it, left if you didn't")
                        .font(.subheadline)
                        .foregroundStyle(.white.opacity(0.8))
                }
            }
            .padding()
        }
        .onReceive(timer) { _ in
            guard isActive else { return }
            if timeRemaining > 0 {
                timeRemaining -= 1
            }
        }
    }

    func remove(_ card: Card, knewIt: Bool) {
        if knewIt {
            score += 1
        }
        cards.removeAll { $0.id == card.id }
        if cards.isEmpty {
            isActive = false
        }
    }

    func resetCards() {
        cards = Card.deck
        score = 0
        timeRemaining = 60
        isActive = true
    }
}

extension View {
    // Cards further down the pile are a bit smaller and peek out below the top one.
    func stacked(at position: Int, in total: Int) -> some View {
        let cardsAbove = Double(total - 1 - position)
        return scaleEffect(1 - cardsAbove * 0.04)
            .offset(y: cardsAbove * 12)
    }
}
