import Finch
import FinchTesting
import Foundation
import Testing

/// A palette row wider than its window, as CS193p 2023's `ScrollingEmojis`.
private struct Row: View {
    var showsIndicators = true
    var visibility: ScrollIndicatorVisibility?
    var axes: Axis.Set = [.vertical, .horizontal]

    var body: some View {
        let row = ScrollView(.horizontal, showsIndicators: showsIndicators) {
            HStack { ForEach(0..<30, id: \.self) { Text("Item \($0)") } }
        }
        if let visibility {
            row.scrollIndicators(visibility, axes: axes)
        } else {
            row
        }
    }
}

@MainActor
@Suite("scrollIndicators(_:axes:)")
struct ScrollIndicatorsTests {
    /// Whether the window draws a scroll indicator (the translucent black bar along the bottom) while the
    /// row scrolls (at rest none shows, as on iOS).
    private func showsIndicator(_ row: Row) -> Bool {
        let window = TestWindow(size: CGSize(width: 200, height: 60)) { row }
        window.scroll(at: CGPoint(x: 100, y: 30), by: CGSize(width: 40, height: 0))
        window.render()
        return window.displayList.dump().contains("#00000059")
    }

    @Test("A horizontal scroll view shows its indicator unless its axis's indicators are hidden")
    func hiding() {
        #expect(showsIndicator(Row()))
        #expect(showsIndicator(Row(visibility: .automatic)) && showsIndicator(Row(visibility: .visible)))
        #expect(!showsIndicator(Row(visibility: .hidden)))
        #expect(!showsIndicator(Row(visibility: .never, axes: .horizontal)))
        // Hiding only the vertical indicators leaves a horizontal scroll view's.
        #expect(showsIndicator(Row(visibility: .hidden, axes: .vertical)))
        // showsIndicators: false is not overridden by .visible (Finch's choice: the initializer is explicit).
        #expect(!showsIndicator(Row(showsIndicators: false, visibility: .visible)))
    }

    @Test("The environment carries the visibility per axis")
    func environment() {
        var values = EnvironmentValues()
        #expect(values.horizontalScrollIndicatorVisibility == .automatic)
        values.verticalScrollIndicatorVisibility = .never
        #expect(
            values.verticalScrollIndicatorVisibility == .never
                && values.horizontalScrollIndicatorVisibility == .automatic)
    }
}
