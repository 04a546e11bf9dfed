import Finch
import FinchCore
import FinchTesting
import Foundation
import Testing

/// An overlay whose content is an `if` that is false (`.overlay { if isSelected { outline } }` on each of
/// thousands of emoji) costs the view it modifies nothing beyond the modified view's own node: no node
/// for the layer, no layout node around the view, and the same drawing as the view alone.
@MainActor
@Suite("An overlay of an empty if costs no node, no layout and no drawing")
struct EmptyOverlayTests {
    @MainActor
    private final class Switch {
        var binding: Binding<Bool>?
    }

    private struct Outlined: View {
        let probe: Switch
        @State private var isSelected = false

        var body: some View {
            let _ = (probe.binding = $isSelected)
            Text("Hello")
                .overlay {
                    if isSelected {
                        Rectangle().stroke(Color.blue, lineWidth: 2)
                    }
                }
        }
    }

    private struct Plain: View {
        var body: some View { Text("Hello") }
    }

    private let size = CGSize(width: 200, height: 100)

    @Test("Never shown: one graph node more than the text alone, the same layout nodes and drawing")
    func neverShown() throws {
        let plain = TestWindow(size: size) { Plain() }
        let window = TestWindow(size: size) { Outlined(probe: Switch()) }
        #expect(window.treeNodeCount == plain.treeNodeCount + 1)
        #expect(window.treeLayoutNodeCount == plain.treeLayoutNodeCount)
        #expect(window.liveLayoutNodeCount == plain.liveLayoutNodeCount)
        #expect(window.displayList.dump() == plain.displayList.dump())
        try window.close()
        try plain.close()
    }

    @Test("Shown, the outline is drawn over the text; hidden again, drawing and layout nodes are the text's")
    func shownThenHidden() throws {
        let plain = TestWindow(size: size) { Plain() }
        let probe = Switch()
        let window = TestWindow(size: size) { Outlined(probe: probe) }
        // The binding holds the window's state: the test lets go of it before closing.
        do {
            let binding = try #require(probe.binding)

            binding.wrappedValue = true
            window.render()
            #expect(window.treeLayoutNodeCount > plain.treeLayoutNodeCount)
            #expect(window.displayList.dump().contains("stroke"))
            #expect(window.frames(ofText: "Hello") == plain.frames(ofText: "Hello"))

            binding.wrappedValue = false
            window.render()
            #expect(window.treeLayoutNodeCount == plain.treeLayoutNodeCount)
            #expect(window.liveLayoutNodeCount == plain.liveLayoutNodeCount)
            #expect(window.displayList.dump() == plain.displayList.dump())
        }
        probe.binding = nil
        try window.close()
        try plain.close()
    }
}
