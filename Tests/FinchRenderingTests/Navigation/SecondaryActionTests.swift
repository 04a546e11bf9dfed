import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// Records which action ran.
@MainActor
private final class Actions {
    var ran: [String] = []
}

/// A page with a primary action and three secondary ones (one item, a group of two).
private struct Document: View {
    let actions: Actions

    var body: some View {
        NavigationStack {
            Text("Draft")
                .navigationTitle("Document")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Share") { actions.ran.append("share") }
                    }
                    ToolbarItem(placement: .secondaryAction) {
                        Button("Duplicate") { actions.ran.append("duplicate") }
                    }
                    ToolbarItemGroup(placement: .secondaryAction) {
                        Button("Rename") { actions.ran.append("rename") }
                        Button("Delete", role: .destructive) { actions.ran.append("delete") }
                    }
                }
        }
    }
}

@MainActor
@Suite("Secondary toolbar actions gather in a \"more\" menu at the bar's trailing end")
struct SecondaryActionTests {
    static let size = CGSize(width: 390, height: 600)

    private func window(_ actions: Actions) -> TestWindow {
        let window = TestWindow(size: Self.size) { Document(actions: actions) }
        window.advance(by: 0)
        window.advance(by: 0)
        return window
    }

    /// The "more" button's symbol.
    private func moreButton(in window: TestWindow) throws -> CGRect {
        try #require(window.symbolFrames("ellipsis.circle").first, "no ellipsis.circle drawn")
    }

    @Test("The bar shows the primary action and an ellipsis button, not the secondary actions")
    func buttonShown() throws {
        let window = window(Actions())
        #expect(window.frames(ofText: "Duplicate").isEmpty)
        #expect(window.frames(ofText: "Rename").isEmpty)
        let share = try #require(window.frames(ofText: "Share").first)
        #expect(abs(share.midY - 22) < 1)
        // The symbol ends 16 pt from the trailing edge, centred in the bar; Share is 16 pt before it.
        let more = try moreButton(in: window)
        #expect(abs(more.maxX - (Self.size.width - 16)) < 0.5)
        #expect(abs(more.midY - 22) < 1)
        #expect(abs(more.minX - share.maxX - 16) < 0.5)
        assertSnapshot(png: window.pngData())
    }

    @Test("Tapping the ellipsis opens a menu of the secondary actions, in order")
    func tapShowsItems() throws {
        let window = window(Actions())
        let more = try moreButton(in: window)
        window.tap(at: CGPoint(x: more.midX, y: more.midY))
        window.advance(by: 0.5)
        #expect(window.graph.isPresentingSheet)
        let duplicate = try #require(window.frames(ofText: "Duplicate").first)
        let rename = try #require(window.frames(ofText: "Rename").first)
        let delete = try #require(window.frames(ofText: "Delete").first)
        #expect(duplicate.minY < rename.minY && rename.minY < delete.minY)
        // The platter opens below the bar, inside the window.
        #expect(duplicate.minY > 44)
        #expect(delete.maxX <= Self.size.width - 8)
        assertSnapshot(png: window.pngData(), named: "open")
    }

    @Test("Tapping an item runs its action and closes the menu")
    func itemRunsAndCloses() throws {
        let actions = Actions()
        let window = window(actions)
        let more = try moreButton(in: window)
        window.tap(at: CGPoint(x: more.midX, y: more.midY))
        window.advance(by: 0.5)
        let rename = try #require(window.frames(ofText: "Rename").first)
        window.tap(at: CGPoint(x: rename.midX, y: rename.midY))
        window.advance(by: 0.5)
        #expect(actions.ran == ["rename"])
        #expect(!window.graph.isPresentingSheet)
        #expect(window.frames(ofText: "Rename").isEmpty)
        // The primary action is still a plain button in the bar.
        let share = try #require(window.frames(ofText: "Share").first)
        window.tap(at: CGPoint(x: share.midX, y: share.midY))
        window.advance(by: 0)
        #expect(actions.ran == ["rename", "share"])
    }
}
