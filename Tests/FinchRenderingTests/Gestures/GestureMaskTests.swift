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
    /// The outer tap's mask, and which taps a tap in the middle runs: `.gesture` keeps the outer one and
    /// switches off the one inside it, `.subviews` the other way round, `.all` (the default) leaves the
    /// inner one first in line to win the touch, and none switches off both.
    @Test(
        "The outer tap's mask decides which taps run",
        arguments: [
            (GestureMask.gesture, ["outer"]), (GestureMask.subviews, ["inner"]), (GestureMask.all, ["inner"]),
            (GestureMask(), []),
        ])
    func outerMask(mask: GestureMask, runs: [String]) {
        let log = GestureLog()
        let window = gestureWindow {
            Color.blue.frame(width: 100, height: 100)
                .onTapGesture { log.add("inner") }
                .gesture(TapGesture().onEnded { log.add("outer") }, including: mask)
        }
        window.tap(at: center)
        #expect(log.entries == runs)
    }
}
