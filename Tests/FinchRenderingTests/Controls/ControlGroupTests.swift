import Finch
import FinchTesting
import Foundation
import Testing

private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            ControlGroup {
                Button("Minus") { count -= 1 }
                Button("Plus") { count += 1 }
            }
        }
    }
}

@MainActor
@Suite("ControlGroup: its buttons side by side, bordered")
struct ControlGroupTests {
    @Test("The buttons sit side by side on bordered fills, and each acts")
    func sideBySide() throws {
        let window = TestWindow(size: CGSize(width: 260, height: 100)) { Counter() }
        let minus = try #require(window.frames(ofText: "Minus").first)
        let plus = try #require(window.frames(ofText: "Plus").first)
        #expect(abs(minus.midY - plus.midY) < 0.5)
        #expect(abs(plus.minX - minus.maxX - (12 + 8 + 12)) <= 1)
        window.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        window.tap(at: CGPoint(x: plus.midX, y: plus.midY))
        window.tap(at: CGPoint(x: minus.midX, y: minus.midY))
        #expect(window.frames(ofText: "count 1").count == 1)
        assertSnapshot(png: window.pngData())
    }
}
