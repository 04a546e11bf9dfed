import Finch
import FinchTesting
import Foundation
import Testing

@MainActor
private final class DialogLog {
    var events: [String] = []
}

private struct DialogPresenter: View {
    let log: DialogLog
    var visibility: Visibility = .visible
    var includesCancel = true
    @State private var isPresented = true

    var body: some View {
        Text(isPresented ? "shown" : "hidden")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.white)
            .confirmationDialog("Delete 3 photos?", isPresented: $isPresented, titleVisibility: visibility) {
                Button("Delete Photos", role: .destructive) { log.events.append("delete") }
                Button("Duplicate") { log.events.append("duplicate") }
                if includesCancel {
                    Button("Cancel", role: .cancel) { log.events.append("cancel") }
                }
            } message: {
                Text("They stay in Recently Deleted for 30 days.")
            }
    }
}

@MainActor
@Suite("Confirmation dialogs: an action sheet sliding up from the bottom, buttons by tap, Escape cancels")
struct ConfirmationDialogTests {
    let size = CGSize(width: 320, height: 480)

    private func centre(of text: String, in window: TestWindow) throws -> CGPoint {
        let frame = try #require(window.frames(ofText: text).first)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("Golden: the sheet 8 pt from the edges, Cancel on its own card 8 pt below, 57-pt buttons")
    func golden() throws {
        let window = TestWindow(size: size) { DialogPresenter(log: DialogLog()) }
        window.advance(by: 0.6)
        assertSnapshot(png: window.pngData(), named: "settled")
        let cancel = try centre(of: "Cancel", in: window)
        let duplicate = try centre(of: "Duplicate", in: window)
        // Cancel's card ends 8 pt above the bottom; its centre is 57 / 2 above that.
        #expect(abs(cancel.y - (480 - 8 - 28.5)) < 1)
        // Duplicate's button ends 8 pt above Cancel's card.
        #expect(abs(duplicate.y - (cancel.y - 57 - 8)) < 1)
        #expect(!window.frames(ofText: "Delete 3 photos?").isEmpty)
    }

    @Test("It slides up from below the window")
    func slidesUp() throws {
        let window = TestWindow(size: size) { DialogPresenter(log: DialogLog()) }
        window.advance(by: 0.2)
        let early = try #require(window.frames(ofText: "Delete Photos").first)
        window.advance(by: 0.6)
        let settled = try #require(window.frames(ofText: "Delete Photos").first)
        #expect(early.minY > settled.minY + 20)
        #expect(!window.needsFrame)
    }

    @Test("Tapping a button runs it and dismisses")
    func tap() throws {
        let log = DialogLog()
        let window = TestWindow(size: size) { DialogPresenter(log: log) }
        window.advance(by: 0.6)
        window.tap(at: try centre(of: "Duplicate", in: window))
        #expect(log.events == ["duplicate"])
        window.advance(by: 0.6)
        #expect(!window.frames(ofText: "hidden").isEmpty)
        #expect(window.frames(ofText: "Duplicate").isEmpty)
        #expect(!window.needsFrame)
    }

    @Test("Escape runs Cancel; a tap on the dimming cancels too")
    func escapeAndOutside() {
        let log = DialogLog()
        let window = TestWindow(size: size) { DialogPresenter(log: log) }
        window.advance(by: 0.6)
        #expect(window.pressKey(0xff1b))
        #expect(log.events == ["cancel"])
        window.advance(by: 0.6)
        #expect(!window.frames(ofText: "hidden").isEmpty)

        let other = DialogLog()
        let second = TestWindow(size: size) { DialogPresenter(log: other) }
        second.advance(by: 0.6)
        second.tap(at: CGPoint(x: 160, y: 40))
        #expect(other.events == ["cancel"])
    }

    @Test("Return has no default with two actions; the title hides unless visible; a Cancel is added")
    func defaultsAndCancel() throws {
        let log = DialogLog()
        let window = TestWindow(size: size) {
            DialogPresenter(log: log, visibility: .automatic, includesCancel: false)
        }
        window.advance(by: 0.6)
        #expect(window.frames(ofText: "Delete 3 photos?").isEmpty)
        #expect(!window.frames(ofText: "They stay in Recently Deleted for 30 days.").isEmpty)
        #expect(!window.pressKey(0xff0d))
        window.tap(at: try centre(of: "Cancel", in: window))
        window.advance(by: 0.6)
        #expect(!window.frames(ofText: "hidden").isEmpty)
        #expect(log.events.isEmpty)
    }
}
