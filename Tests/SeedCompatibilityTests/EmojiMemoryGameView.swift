// swift-format-ignore-file
//
//  ContentView.swift
//  Memorize
//
//  Created by user on 2021/01/15.
//

import Finch

// `EmojiMemoryGameView` (it needs @ObservedObject and onTapGesture) and `ContentView_Previews`
// (it needs the ObservableObject `EmojiMemoryGame`) are left out until Finch has those features.

struct CardView: View {
    
    var card: MemoryGame<String>.Card
    
    var body: some View {
        GeometryReader(content: { geometry in
            body(for: geometry.size)
        })
    }
    
    @ViewBuilder
    private func body(for size: CGSize) -> some View {
        
        if card.isFaceUp || !card.isMatched {
             ZStack {
                Pie(startAngle: Angle.degrees(0-90), endAngle: Angle.degrees(110-90), clockwise: true)
                    .padding(5)
                    .opacity(0.4)
                
                Text(card.content)
                    .font(Font.system(size: fontSize(for: size)))
            }
    //        .modifier(Cardify(isFaceUp: card.isFaceUp))
            .cardify(isFaceUp: card.isFaceUp)
        }
    }
    
    
    
    // MARK: - Drawing Constants
    private func fontSize(for size: CGSize) -> CGFloat {
        min(size.width, size.height) * 0.7
    }
}
