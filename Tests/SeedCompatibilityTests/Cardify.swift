// swift-format-ignore-file
//
//  Cardify.swift
//  Memorize
//
//  Created by user on 2021/01/18.
//

import Finch

struct  Cardify: ViewModifier {
    
    var isFaceUp: Bool
    
    func body(content: Content) -> some View {
        ZStack {
            if isFaceUp {
                RoundedRectangle(cornerRadius: conrnerRadius)
                    .fill(Color.white)
        
                RoundedRectangle(cornerRadius: conrnerRadius)
                    .stroke(lineWidth: edgeLineWidth)
        
                content
            } else {
                    RoundedRectangle(cornerRadius: conrnerRadius)
                        .fill()
            }
        }
    }
    
    
    // MARK: - Drawing Constants
    private let conrnerRadius: CGFloat = 10
    private let edgeLineWidth: CGFloat = 3
    
}
