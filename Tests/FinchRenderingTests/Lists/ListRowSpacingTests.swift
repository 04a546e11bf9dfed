import Finch
import FinchTesting
import Foundation
import Testing

/// `.listRowSpacing(_:)` (iOS 15): rows of a section apart by the spacing, each in its own card in the grouped
/// styles and without separators, as iOS 17 draws them.
@MainActor
@Suite("listRowSpacing: rows apart, each its own card")
struct ListRowSpacingTests {
    private func window<V: View>(_ view: V) -> TestWindow {
        let window = TestWindow(size: CGSize(width: 390, height: 400)) { view }
        window.advance(by: 0)
        window.advance(by: 0)
        return window
    }

    private func midY(_ text: String, in window: TestWindow) throws -> CGFloat {
        try #require(window.frames(ofText: text).first, "\(text) is not drawn").midY
    }

    private func fruits(spacing: CGFloat?) -> some View {
        List {
            Section {
                Text("Apple")
                Text("Banana")
                Text("Cherry")
            }
            Section { Text("Damson") }
        }
        .listRowSpacing(spacing)
    }

    @Test("Rows 44 pt apart without spacing, 44 + 12 with 12; the gap between sections is unchanged")
    func rowsApart() throws {
        let joined = window(fruits(spacing: nil))
        let spaced = window(fruits(spacing: 12))
        #expect(abs(try midY("Banana", in: joined) - midY("Apple", in: joined) - 44) <= 0.5)
        #expect(abs(try midY("Banana", in: spaced) - midY("Apple", in: spaced) - 56) <= 0.5)
        #expect(abs(try midY("Cherry", in: spaced) - midY("Banana", in: spaced) - 56) <= 0.5)
        // The first row stays where it was; the next section keeps its 35 pt above it.
        #expect(abs(try midY("Apple", in: spaced) - midY("Apple", in: joined)) <= 0.5)
        #expect(abs(try midY("Damson", in: spaced) - midY("Cherry", in: spaced) - (44 + 35)) <= 0.5)
        // Zero and negative spacings leave the rows joined.
        let zero = window(fruits(spacing: 0))
        #expect(abs(try midY("Banana", in: zero) - midY("Apple", in: zero) - 44) <= 0.5)
    }

    @Test("Each row its own rounded card, no separators (golden)")
    func drawn() {
        assertSnapshot(png: window(fruits(spacing: 12)).pngData())
    }
}
