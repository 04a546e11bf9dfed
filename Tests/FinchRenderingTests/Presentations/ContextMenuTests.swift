import Finch
import FinchTesting
import Foundation
import Testing

@MainActor
private final class ContextLog {
    var events: [String] = []
}

private struct Photo: View {
    let log: ContextLog

    var body: some View {
        VStack {
            Button {
                log.events.append("tap")
            } label: {
                Text("Photo").foregroundColor(.white).frame(width: 120, height: 80).background(Color.orange)
            }
            .contextMenu {
                Button("Share", systemImage: "square.and.arrow.up") { log.events.append("share") }
                Button("Delete", role: .destructive) { log.events.append("delete") }
            }
            Text("Caption")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.white)
    }
}

@MainActor
@Suite("Context menus: right click at the pointer, or a 0.5 s long press that lifts the view")
struct ContextMenuTests {
    let size = CGSize(width: 320, height: 480)

    private func centre(of text: String, in window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: text).first)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("A right click opens the platter at the pointer and does not tap the button")
    func rightClick() throws {
        let log = ContextLog()
        let window = TestWindow(size: size) { Photo(log: log) }
        let photo = try centre(of: "Photo", in: window)
        window.rightClick(at: photo)
        window.advance(by: 0.5)
        #expect(log.events.isEmpty)
        #expect(window.graph.isPresentingSheet)
        let share = try #require(window.frames(ofText: "Share").first)
        // The platter's top is at the pointer (its first row's title centred in 44 pt), its leading edge
        // there too but kept 8 pt inside the window: 320 − 8 − 250 = 62.
        #expect(abs(share.minX - (62 + 16)) < 1)
        #expect(abs(share.midY - (photo.y + 22)) < 1.5)
        window.tap(at: try centre(of: "Share", in: window))
        #expect(log.events == ["share"])
        #expect(!window.graph.isPresentingSheet)
    }

    @Test("A plain tap still taps the button; a right click elsewhere does nothing")
    func tapStillWorks() throws {
        let log = ContextLog()
        let window = TestWindow(size: size) { Photo(log: log) }
        window.tap(at: try centre(of: "Photo", in: window))
        #expect(log.events == ["tap"])
        window.rightClick(at: try centre(of: "Caption", in: window))
        #expect(!window.graph.isPresentingSheet)
    }

    @Test("A long press opens the menu by the lifted view and does not tap the button under it")
    func longPress() throws {
        let log = ContextLog()
        let window = TestWindow(size: size) { Photo(log: log) }
        let photo = try centre(of: "Photo", in: window)
        window.longPress(at: photo, duration: 0.7)
        window.advance(by: 0.5)
        #expect(log.events.isEmpty)
        #expect(window.graph.isPresentingSheet)
        // The lifted copy draws "Photo" a second time, over the dimming.
        #expect(window.displayList.dump().components(separatedBy: "\"Photo\"").count == 3)
        #expect(!window.frames(ofText: "Share").isEmpty)
        window.tap(at: CGPoint(x: 20, y: 20))
        window.advance(by: 0.5)
        #expect(!window.graph.isPresentingSheet)
        #expect(log.events.isEmpty)
        #expect(window.displayList.dump().components(separatedBy: "\"Photo\"").count == 2)
    }

    @Test("A press shorter than 0.5 s is a tap")
    func shortPress() throws {
        let log = ContextLog()
        let window = TestWindow(size: size) { Photo(log: log) }
        window.longPress(at: try centre(of: "Photo", in: window), duration: 0.3)
        #expect(log.events == ["tap"])
        #expect(!window.graph.isPresentingSheet)
    }

    @Test("Golden: a context menu with the view lifted and the rest dimmed")
    func golden() throws {
        let window = TestWindow(size: size) { Photo(log: ContextLog()) }
        window.longPress(at: try centre(of: "Photo", in: window), duration: 0.7)
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "lifted")
    }

    @Test("Right and middle clicks never tap a button or run a tap gesture")
    func otherButtonsDoNotTap() throws {
        let log = ContextLog()
        let window = TestWindow(size: size) {
            VStack {
                Button("Plain") { log.events.append("button") }
                Text("Tappable").onTapGesture { log.events.append("text") }
            }
        }
        for text in ["Plain", "Tappable"] {
            let point = try centre(of: text, in: window)
            window.rightClick(at: point)
            window.tap(at: point, button: .middle)
        }
        #expect(log.events.isEmpty)
        window.tap(at: try centre(of: "Plain", in: window))
        #expect(log.events == ["button"])
    }

    @Test("A right click outside an open context menu closes it")
    func rightClickOutside() throws {
        let window = TestWindow(size: size) { Photo(log: ContextLog()) }
        window.rightClick(at: try centre(of: "Photo", in: window))
        window.advance(by: 0.5)
        #expect(window.graph.isPresentingSheet)
        window.rightClick(at: CGPoint(x: 20, y: 20))
        #expect(!window.graph.isPresentingSheet)
    }

    @Test("Opening and closing context menus and alerts a hundred times leaves nothing behind")
    func noLeftovers() throws {
        let window = TestWindow(size: size) { Photo(log: ContextLog()) }
        let photo = try centre(of: "Photo", in: window)
        let baseline = window.liveNodeCount
        for _ in 0..<100 {
            window.rightClick(at: photo)
            window.advance(by: 0.3)
            window.pressKey(0xff1b)
            window.advance(by: 0.3)
        }
        #expect(window.liveNodeCount == baseline)
        try window.close()
    }

    @Test("With a preview, a long press shows the preview centred on the view and the platter below it")
    func preview() throws {
        let window = TestWindow(size: size) {
            Text("Thumbnail")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contextMenu {
                    Button("Open") {}
                } preview: {
                    Text("Big preview").frame(width: 200, height: 100).background(Color.yellow)
                }
        }
        window.longPress(at: CGPoint(x: 160, y: 240), duration: 0.7)
        window.advance(by: 0.5)
        let preview = try #require(window.frames(ofText: "Big preview").first)
        #expect(abs(preview.midX - 160) < 1 && abs(preview.midY - 240) < 1)
        let open = try #require(window.frames(ofText: "Open").first)
        // The platter opens 8 pt below the 100-pt preview (centred on 240: its bottom at 290).
        #expect(abs(open.midY - (290 + 8 + 22)) < 1.5)
        // The view itself is not drawn again.
        #expect(window.displayList.dump().components(separatedBy: "\"Thumbnail\"").count == 2)
    }
}
