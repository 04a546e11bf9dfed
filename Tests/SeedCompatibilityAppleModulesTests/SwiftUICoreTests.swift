import FinchTesting
import SwiftUICore
import Testing

// This file imports SwiftUICore alone (no SwiftUI, no Foundation), as CS193p 2023's set game's model file
// does after Xcode 16 completed the import: views, state, CG types and `@Observable` come with it.

@Observable
private final class Deck {
    var dealt = 3
}

private struct DealtCount: View {
    let deck: Deck

    var body: some View {
        Text("Dealt \(deck.dealt)").frame(width: CGFloat(120), height: 40)
    }
}

@MainActor
@Suite struct SwiftUICoreTests {
    @Test("A view written with `import SwiftUICore` alone draws and follows its @Observable model")
    func importsCore() {
        let deck = Deck()
        let window = TestWindow(size: CGSize(width: 120, height: 40)) { DealtCount(deck: deck) }
        #expect(window.frames(ofText: "Dealt 3").count == 1)
        deck.dealt = 6
        window.advance(by: 0)
        #expect(window.frames(ofText: "Dealt 6").count == 1)
    }
}
