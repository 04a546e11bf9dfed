import Finch
import FinchTesting
import Foundation
import Testing

/// Two squares side by side at the window's top, the left one holding a smaller one in its middle; each
/// says when the pointer is over it.
private struct HoverBoard: View {
    @State private var log: [String] = []
    @State private var isOverLeft = false

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.orange
                    .frame(width: 100, height: 100)
                    .overlay {
                        Color.red.frame(width: 40, height: 40).onHover { log.append("inner \($0)") }
                    }
                    .onHover { hovering in
                        isOverLeft = hovering
                        log.append("left \(hovering)")
                    }
                Color.blue.frame(width: 100, height: 100).onHover { log.append("right \($0)") }
            }
            .frame(width: 200, height: 100, alignment: .leading)
            Text(log.joined(separator: ", ")).font(.system(size: 8))
            Text(isOverLeft ? "over" : "away")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `onHover(perform:)`: the pointer's motion with no button, through `TestWindow.hover(at:)`.
@MainActor
@Suite("onHover: told true as the pointer moves onto a view, false as it leaves")
struct HoverTests {
    private static let size = CGSize(width: 200, height: 200)

    private func logText(_ window: TestWindow) -> [String] {
        window.textRuns.map(\.layout.string).filter { $0.contains("true") || $0.contains("false") }
    }

    @Test("Entering, moving inside, crossing to a neighbour and leaving the window")
    func enterAndLeave() throws {
        let window = TestWindow(size: Self.size) { HoverBoard() }
        window.hover(at: CGPoint(x: 10, y: 10))
        #expect(!window.frames(ofText: "over").isEmpty)
        #expect(logText(window) == ["left true"])
        // Moving within the same view says nothing more.
        window.hover(at: CGPoint(x: 15, y: 80))
        #expect(logText(window) == ["left true"])
        window.hover(at: CGPoint(x: 150, y: 50))
        #expect(logText(window) == ["left true, left false, right true"])
        #expect(!window.frames(ofText: "away").isEmpty)
        window.hover(at: nil)
        #expect(logText(window) == ["left true, left false, right true, right false"])
    }

    @Test("A view inside another is entered with it, the outer first, and left alone")
    func nested() {
        let window = TestWindow(size: Self.size) { HoverBoard() }
        window.hover(at: CGPoint(x: 50, y: 50))
        #expect(logText(window) == ["left true, inner true"])
        window.hover(at: CGPoint(x: 10, y: 10))
        #expect(logText(window) == ["left true, inner true, inner false"])
    }

    @Test("Below the views, or over text with no onHover, nothing is told")
    func outside() {
        let window = TestWindow(size: Self.size) { HoverBoard() }
        window.hover(at: CGPoint(x: 100, y: 190))
        #expect(logText(window).isEmpty)
    }
}
