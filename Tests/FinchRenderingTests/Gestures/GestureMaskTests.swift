import Finch
import FinchTesting
import Foundation
import Testing

/// `GestureMask` on gestures applied one around another. The gestures of a chain of modifiers are all
/// attached to one layout node (`GestureAttachment`), so these pin that their order there is the order
/// of the modifiers: the outer one's mask decides for the inner one, as for a subview's gesture.
@MainActor
@Suite("A gesture's mask switches its own gesture or the ones inside it on and off")
struct GestureMaskTests {
    private func square(outerMask: GestureMask, log: GestureLog) -> some View {
        Color.blue.frame(width: 100, height: 100)
            .onTapGesture { log.add("inner") }
            .gesture(TapGesture().onEnded { log.add("outer") }, including: outerMask)
    }

    @Test("including: .gesture keeps the outer tap and switches off the tap inside it")
    func onlyTheGesture() {
        let log = GestureLog()
        let window = gestureWindow { square(outerMask: .gesture, log: log) }
        window.tap(at: center)
        #expect(log.entries == ["outer"])
    }

    @Test("including: .subviews switches off the outer tap and keeps the one inside it")
    func onlyTheSubviews() {
        let log = GestureLog()
        let window = gestureWindow { square(outerMask: .subviews, log: log) }
        window.tap(at: center)
        #expect(log.entries == ["inner"])
    }

    @Test("including: .all (the default): the inner tap, first in line, wins the touch")
    func both() {
        let log = GestureLog()
        let window = gestureWindow { square(outerMask: .all, log: log) }
        window.tap(at: center)
        #expect(log.entries == ["inner"])
    }

    @Test("including: [] switches off both")
    func neither() {
        let log = GestureLog()
        let window = gestureWindow { square(outerMask: [], log: log) }
        window.tap(at: center)
        #expect(log.entries.isEmpty)
    }
}
