import SwiftUI

struct CardView: View {
    let card: Card
    var removal: ((Bool) -> Void)? = nil

    @State private var isShowingAnswer = false
    @State private var offset = CGSize.zero

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 25)
                .fill(.white)
                .shadow(color: .black.opacity(0.2), radius: 10, y: 5)

            RoundedRectangle(cornerRadius: 25)
                .strokeBorder(swipeColor, lineWidth: 4)

            if isShowingAnswer {
                VStack(spacing: 12) {
                    Text("Answer")
                        .font(.caption.weight(.bold))
                        .foregroundStyle(.secondary)
                    Text(card.answer)
                        .font(.title)
                        .foregroundStyle(.indigo)
                }
                // The back of the card would read mirrored without this.
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            } else {
                VStack(spacing: 12) {
                    Text(card.prompt)
                        .font(.largeTitle.bold())
                        .foregroundStyle(.black)
                    Text("Tap to see the answer")
                        .font(.footnote)
                        .foregroundStyle(.gray)
                }
            }
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(width: 320, height: 200)
        .rotation3DEffect(.degrees(isShowingAnswer ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .rotationEffect(.degrees(offset.width / 10))
        .offset(x: offset.width * 1.5, y: offset.height / 4)
        .opacity(1 - Double(abs(offset.width)) / 400)
        .gesture(
            DragGesture()
                .onChanged { gesture in
                    offset = gesture.translation
                }
                .onEnded { _ in
                    if abs(offset.width) > 100 {
                        // Right means "I knew it", left means "not yet".
                        removal?(offset.width > 0)
                    } else {
                        offset = .zero
                    }
                }
        )
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.4)) {
                isShowingAnswer.toggle()
            }
        }
        .animation(.bouncy, value: offset)
    }

    var swipeColor: Color {
        if offset.width > 0 {
            return .green.opacity(min(offset.width / 100, 1))
        } else if offset.width < 0 {
            return .red.opacity(min(-offset.width / 100, 1))
        } else {
            return .clear
        }
    }
}
