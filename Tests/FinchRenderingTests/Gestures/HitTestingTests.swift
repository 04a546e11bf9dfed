import Finch
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite("Touches reach the front-most view drawn under them")
struct HitTestingTests {
    func taps(_ window: TestWindow, _ log: GestureLog, at points: [CGPoint]) -> [String] {
        for point in points {
            log.add("|")
            window.tap(at: point)
        }
        return log.entries.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
            $0.joined(separator: ",")
        }
    }

    @Test("A shape is hit by its filled path, text by its frame")
    func shapeVersusFrame() {
        let log = GestureLog()
        let window = gestureWindow {
            VStack(spacing: 0) {
                Circle().fill(.blue).frame(width: 100, height: 100).onTapGesture { log.add("circle") }
                Text("Hi").onTapGesture { log.add("text") }
            }
        }
        let circle = CGRect(x: 50, y: window.frames(ofText: "Hi")[0].minY - 100, width: 100, height: 100)
        let text = window.frames(ofText: "Hi")[0]
        let result = taps(
            window, log,
            at: [
                CGPoint(x: circle.midX, y: circle.midY), CGPoint(x: circle.minX + 3, y: circle.minY + 3),
                CGPoint(x: text.minX + 1, y: text.minY + 1),
            ])
        #expect(result == ["circle", "", "text"])
    }

    @Test("A stroked shape is hit on its line, not inside it")
    func strokedShape() {
        let log = GestureLog()
        let window = gestureWindow {
            Circle().stroke(.blue, lineWidth: 10).frame(width: 100, height: 100).onTapGesture { log.add("ring") }
        }
        #expect(taps(window, log, at: [center, CGPoint(x: 52, y: 100)]) == ["", "ring"])
    }

    @Test("contentShape(Rectangle()) makes the whole frame hittable")
    func contentShape() {
        let log = GestureLog()
        let window = gestureWindow {
            Circle().fill(.blue).frame(width: 100, height: 100).contentShape(Rectangle())
                .onTapGesture { log.add("tap") }
        }
        #expect(taps(window, log, at: [CGPoint(x: 53, y: 53)]) == ["tap"])
    }

    @Test("The front-most view takes the touch; allowsHitTesting(false) passes it through")
    func frontMostAndPassThrough() {
        let log = GestureLog()
        let window = gestureWindow {
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.add("back") }
                Color.blue.frame(width: 50, height: 50).onTapGesture { log.add("front") }
                Color.green.frame(width: 20, height: 20).onTapGesture { log.add("glass") }.allowsHitTesting(false)
            }
        }
        #expect(
            taps(window, log, at: [CGPoint(x: 110, y: 110), CGPoint(x: 60, y: 60), center]) == [
                "front", "back", "front",
            ])
    }

    @Test("Gaps between stack children and spacers are not hittable, unless a content shape covers them")
    func gapsAndSpacers() {
        let log = GestureLog()
        let window = gestureWindow {
            VStack(spacing: 0) {
                HStack(spacing: 40) {
                    Color.red.frame(width: 30, height: 30)
                    Color.blue.frame(width: 30, height: 30)
                }
                .onTapGesture { log.add("gap") }
                HStack {
                    Color.red.frame(width: 30, height: 30)
                    Spacer()
                    Color.blue.frame(width: 30, height: 30)
                }
                .frame(width: 160).onTapGesture { log.add("spacer") }
                HStack {
                    Color.red.frame(width: 30, height: 30)
                    Spacer()
                }
                .frame(width: 160).contentShape(Rectangle()).onTapGesture { log.add("covered") }
            }
        }
        // Rows are 30 pt high, stacked from y = 55.
        let result = taps(
            window, log,
            at: [
                CGPoint(x: 100, y: 70), CGPoint(x: 70, y: 70), CGPoint(x: 100, y: 100), CGPoint(x: 30, y: 100),
                CGPoint(x: 100, y: 130),
            ])
        #expect(result == ["", "gap", "", "spacer", "covered"])
    }

    @Test("Offsets and rotations are undone before testing: a view is hit where it is drawn")
    func transformsRespected() {
        let log = GestureLog()
        let window = gestureWindow {
            ZStack {
                Color.red.frame(width: 20, height: 20).offset(x: 60).onTapGesture { log.add("offset") }
                Color.blue.frame(width: 100, height: 10).rotationEffect(.degrees(90)).onTapGesture {
                    log.add("rotated")
                }
            }
        }
        let result = taps(
            window, log,
            at: [CGPoint(x: 160, y: 100), CGPoint(x: 100, y: 60), CGPoint(x: 140, y: 100)])
        #expect(result == ["offset", "rotated", ""])
    }

    @Test("Hidden views and views at opacity 0 are not hittable (as in SwiftUI); the view behind gets the touch")
    func hiddenAndTransparent() {
        let log = GestureLog()
        let window = gestureWindow {
            ZStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { log.add("back") }
                Color.blue.frame(width: 20, height: 20).onTapGesture { log.add("transparent") }.opacity(0)
                    .offset(x: -30)
                Color.blue.frame(width: 20, height: 20).onTapGesture { log.add("hidden") }.hidden()
                    .offset(x: 30)
            }
        }
        #expect(taps(window, log, at: [CGPoint(x: 70, y: 100), CGPoint(x: 130, y: 100)]) == ["back", "back"])
    }
}
