import Finch
import FinchTesting
import Foundation
import Testing

@MainActor
@Suite("Taps, long presses, drags, pinches and rotations are recognised or refused as in SwiftUI")
struct GestureRecognitionTests {
    func tappable(_ log: GestureLog, count: Int = 1) -> TestWindow {
        gestureWindow { Color.blue.frame(width: 100, height: 100).onTapGesture(count: count) { log.add("tap") } }
    }

    @Test("A tap is recognised when the pointer goes down and up in place")
    func tap() {
        let log = GestureLog()
        tappable(log).tap(at: center)
        #expect(log.entries == ["tap"])
    }

    @Test("A tap is refused when the pointer moves more than 45 pt")
    func tapMovedTooFar() {
        let log = GestureLog()
        let window = tappable(log)
        window.drag(from: CGPoint(x: 55, y: 100), to: CGPoint(x: 145, y: 100), duration: 0.2)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), duration: 0.2)
        #expect(log.entries == ["tap"])
    }

    @Test("A tap is refused when the pointer stays down longer than 0.75 s")
    func tapHeldTooLong() {
        let log = GestureLog()
        let window = tappable(log)
        window.longPress(at: center, duration: 0.8)
        window.longPress(at: center, duration: 0.7)
        #expect(log.entries == ["tap"])
    }

    @Test("A double tap needs two taps within 0.35 s; one tap alone does nothing")
    func doubleTap() {
        let log = GestureLog()
        let window = tappable(log, count: 2)
        window.tap(at: center)
        window.advance(by: 1)
        #expect(log.entries.isEmpty)
        window.doubleTap(at: center)
        #expect(log.entries == ["tap"])
        window.advance(by: 1)
        window.tap(at: center)
        window.advance(by: 0.5)
        window.tap(at: center)
        window.advance(by: 1)
        #expect(log.entries == ["tap"])
    }

    @Test("A spatial tap reports where it landed, in the view's own space or a named one; two taps, the second's place")
    func spatialTap() {
        let log = GestureLog()
        func window(count: Int, space: CoordinateSpace) -> TestWindow {
            gestureWindow {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 50)
                    Color.blue.frame(width: 100, height: 100)
                        .onTapGesture(count: count, coordinateSpace: space) { point in
                            log.add("\(Int(point.x)),\(Int(point.y))")
                        }
                }
                .coordinateSpace(name: "stack")
            }
        }
        // The stack is as wide as the window (the band takes the width offered) and 150 pt high, centred
        // down it (y 25…175); the square is centred across it (x 50…150) under the band (y 75…175).
        window(count: 1, space: .local).tap(at: CGPoint(x: 60, y: 85))
        #expect(log.entries == ["10,10"])
        window(count: 1, space: .global).tap(at: CGPoint(x: 60, y: 85))
        #expect(log.entries.last == "60,85")
        let double = window(count: 2, space: .named("stack"))
        double.tap(at: CGPoint(x: 60, y: 85))
        double.advance(by: TestWindow.doubleTapGap)
        double.tap(at: CGPoint(x: 70, y: 95))
        #expect(log.entries.last == "70,70", "\(log.entries)")
        #expect(log.entries.count == 3)
        let spatial = SpatialTapGesture(count: 0)
        #expect(spatial.count == 1 && spatial.coordinateSpace == .local)
    }

    func longPressable(_ log: GestureLog) -> TestWindow {
        gestureWindow {
            Color.blue.frame(width: 100, height: 100)
                .onLongPressGesture(minimumDuration: 0.5) {
                    log.add("long press")
                } onPressingChanged: { pressing in
                    log.add("pressing \(pressing)")
                }
        }
    }

    @Test("A long press held 0.4 s does not fire; held 0.5 s it fires while still down")
    func longPress() {
        let log = GestureLog()
        let window = longPressable(log)
        window.longPress(at: center, duration: 0.4)
        #expect(log.entries == ["pressing true", "pressing false"])
        log.entries.removeAll()
        window.send(.began, at: center)
        #expect(window.graph.nextGestureDeadline == window.time + 0.5)
        window.advance(by: 0.5)
        #expect(log.entries == ["pressing true", "pressing false", "long press"])
        window.send(.ended, at: center)
        #expect(log.entries.count == 3)
    }

    @Test("A long press fails when the pointer moves more than 10 pt")
    func longPressMoved() {
        let log = GestureLog()
        let window = longPressable(log)
        window.drag(from: center, to: CGPoint(x: 130, y: 100), duration: 0.6)
        #expect(!log.entries.contains("long press"))
    }

    func draggable(_ log: GestureLog, minimumDistance: CGFloat = 10, space: CoordinateSpace = .local) -> TestWindow {
        gestureWindow {
            Color.blue.frame(width: 100, height: 100)
                .gesture(
                    DragGesture(minimumDistance: minimumDistance, coordinateSpace: space)
                        .onChanged { log.drags.append($0) }
                        .onEnded { value in
                            log.add("ended")
                            log.value = value
                        })
        }
    }

    @Test("A drag reports start, location, translation, velocity and a prediction beyond the end")
    func dragValues() throws {
        let log = GestureLog()
        let window = draggable(log)
        window.drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 140, y: 120), duration: 0.5)
        #expect(log.entries == ["ended"])
        let value = try #require(log.value as? DragGesture.Value)
        #expect(value.startLocation == CGPoint(x: 10, y: 50))
        #expect(value.location == CGPoint(x: 90, y: 70))
        #expect(value.translation == CGSize(width: 80, height: 20))
        #expect(abs(value.velocity.width - 160) < 1)
        #expect(abs(value.velocity.height - 40) < 1)
        #expect(value.predictedEndTranslation.width > value.translation.width)
        #expect(value.predictedEndLocation.x > value.location.x)
        // Changes start once the pointer has moved 10 pt, and move forward.
        let first = try #require(log.drags.first)
        #expect(first.translation.width >= 8)
        #expect(log.drags.count > 20)
    }

    @Test("A drag shorter than its minimum distance is refused; minimum distance 0 starts on touch-down")
    func dragMinimumDistance() {
        let log = GestureLog()
        draggable(log).drag(from: center, to: CGPoint(x: 105, y: 100), duration: 0.2)
        #expect(log.entries.isEmpty && log.drags.isEmpty)
        let eager = GestureLog()
        let window = draggable(eager, minimumDistance: 0, space: .global)
        window.send(.began, at: center)
        #expect(eager.drags.map(\.location) == [center])
    }

    @Test("A pinch reports the scale relative to its start; one below the minimum delta is refused")
    func pinch() {
        let log = GestureLog()
        let window = gestureWindow {
            Color.blue.frame(width: 100, height: 100)
                .gesture(MagnificationGesture().onEnded { log.add("scale \($0)") })
        }
        window.pinch(at: center, scale: 2)
        window.pinch(at: center, scale: 1.005)
        #expect(log.entries == ["scale 2.0"])
        window.scroll(at: center, by: CGSize(width: 0, height: -200), modifiers: .control)
        #expect(log.entries == ["scale 2.0", "scale 2.0"])
    }

    @Test("MagnifyGesture reports magnification and where the pinch began")
    func magnify() throws {
        let log = GestureLog()
        let window = gestureWindow {
            Color.blue.frame(width: 100, height: 100).gesture(MagnifyGesture().onEnded { log.value = $0 })
        }
        window.pinch(at: CGPoint(x: 75, y: 100), scale: 0.5)
        let value = try #require(log.value as? MagnifyGesture.Value)
        #expect(value.magnification == 0.5)
        #expect(value.startLocation == CGPoint(x: 25, y: 50))
        #expect(value.startAnchor == UnitPoint(x: 0.25, y: 0.5))
    }

    @Test("A rotation reports the angle turned")
    func rotation() {
        let log = GestureLog()
        let window = gestureWindow {
            Color.blue.frame(width: 100, height: 100)
                .gesture(RotationGesture().onEnded { log.add("angle \(Int($0.degrees.rounded()))") })
        }
        window.graph.handle(RotateEvent(phase: .began, location: center, angle: .zero, time: window.time))
        window.graph.handle(RotateEvent(phase: .changed, location: center, angle: .degrees(30), time: window.time))
        window.graph.handle(RotateEvent(phase: .ended, location: center, angle: .degrees(45), time: window.time))
        #expect(log.entries == ["angle 45"])
    }
}
