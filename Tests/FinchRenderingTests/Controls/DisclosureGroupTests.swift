import Finch
import FinchTesting
import Foundation
import Testing

/// The opacity of the first dimmed group in a display list (1 when none).
@MainActor
private func dimming(_ items: [DisplayItem]) -> Double {
    for item in items {
        if case .group(let group) = item {
            if group.opacity < 1 { return group.opacity }
            let inner = dimming(group.children)
            if inner < 1 { return inner }
        }
    }
    return 1
}

private struct Bound: View {
    @State private var isExpanded = true

    var body: some View {
        VStack {
            Text(isExpanded ? "state open" : "state closed")
            DisclosureGroup("Details", isExpanded: $isExpanded) {
                Text("Hidden text")
            }
        }
    }
}

@MainActor
@Suite("DisclosureGroup: a label and a turning chevron that show and hide the content, animated")
struct DisclosureGroupTests {
    let size = CGSize(width: 300, height: 160)

    @Test("Collapsed at first; a tap on the label's row shows the content, fading in; another hides it")
    func toggles() throws {
        let window = TestWindow(size: size) {
            DisclosureGroup("Details") { Text("Hidden text") }.padding()
        }
        #expect(window.frames(ofText: "Hidden text").isEmpty)
        let label = try #require(window.frames(ofText: "Details").first)
        window.tap(at: CGPoint(x: label.maxX + 60, y: label.midY))
        window.advance(by: 0.1)
        #expect(window.frames(ofText: "Hidden text").count == 1)
        #expect(dimming(window.displayList.items) < 1)
        window.advance(by: 0.3)
        #expect(window.frames(ofText: "Hidden text").count == 1)
        // Expanded, the centred group grew and its label moved up.
        let moved = try #require(window.frames(ofText: "Details").first)
        window.tap(at: CGPoint(x: moved.midX, y: moved.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "Hidden text").isEmpty)
    }

    @Test("With isExpanded: the binding's value shows the content, and a tap writes it back")
    func binding() throws {
        let window = TestWindow(size: size) { Bound() }
        #expect(window.frames(ofText: "Hidden text").count == 1)
        let label = try #require(window.frames(ofText: "Details").first)
        window.tap(at: CGPoint(x: label.midX, y: label.midY))
        window.advance(by: 0.5)
        #expect(window.frames(ofText: "state closed").count == 1)
        #expect(window.frames(ofText: "Hidden text").isEmpty)
    }

    @Test("The chevron points right when collapsed and down when expanded, at the trailing edge in the tint")
    func looks() throws {
        let closed = TestWindow(size: CGSize(width: 300, height: 80)) {
            DisclosureGroup("Details") { Text("Hidden text") }.padding()
        }
        #expect(closed.displayList.dump().contains("#007aff"))
        assertSnapshot(png: closed.pngData(), named: "collapsed")
        let open = TestWindow(size: CGSize(width: 300, height: 80)) {
            DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Hidden text") }.padding()
        }
        assertSnapshot(png: open.pngData(), named: "expanded")
    }
}
