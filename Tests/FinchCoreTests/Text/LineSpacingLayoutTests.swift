import Foundation
import Testing

@testable import FinchCore

/// `.lineSpacing(_:)` reaches a text's layout through the environment, as in SwiftUI, with the fixed-pitch
/// measurer's 20-point lines: a text on n lines grows by spacing × (n − 1).
@MainActor @Suite("Line spacing: extra points between a text's lines, from the environment")
struct LineSpacingLayoutTests {
    /// Three lines of 10-point characters at 60 points wide ("aaaaa bbbbb ccccc").
    private let threeLines = "aaaaa bbbbb ccccc"

    private func height<V: View>(_ view: V) -> CGFloat {
        layout(view, in: CGSize(width: 60, height: 400)).sizeThatFits(ProposedViewSize(width: 60, height: nil)).height
    }

    @Test("A wrapped text grows by the spacing between each pair of lines")
    func wrappedTextGrows() {
        #expect(height(Text(threeLines)) == 60)
        #expect(height(Text(threeLines).lineSpacing(7)) == 74)
    }

    @Test("The spacing is inherited: set on a stack, it spaces every text inside")
    func inherited() {
        let stack = VStack(spacing: 0) {
            Text(threeLines)
            Text(threeLines)
        }
        #expect(height(stack.lineSpacing(5)) == 140)
        #expect(EnvironmentValues().lineSpacing == 0)
    }

    @Test("One line keeps its height; a negative spacing counts as none")
    func oneLineAndNegative() {
        #expect(height(Text("one").lineSpacing(30)) == 20)
        #expect(height(Text(threeLines).lineSpacing(-8)) == 60)
    }
}
