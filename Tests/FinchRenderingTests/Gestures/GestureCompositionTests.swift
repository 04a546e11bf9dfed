import Finch
import FinchTesting
import Foundation
import Testing

/// Shows its gesture state in `probe` whenever its body runs.
struct DragStateView: View {
    let probe: GestureLog
    @GestureState var translation: CGSize = .zero

    var body: some View {
        let _ = (probe.value = translation)
        Color.blue.frame(width: 100, height: 100)
            .gesture(DragGesture().updating($translation) { value, state, _ in state = value.translation })
    }
}

/// Moves 100 pt right, animated over 1 s, when tapped.
struct AnimatedTapView: View {
    @State var moved = false

    var body: some View {
        Color.blue.frame(width: 20, height: 20)
            .offset(x: moved ? 100 : 0)
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
    }
}

@MainActor
@Suite("Gestures compose, compete between parent and child, and drive gesture state")
struct GestureCompositionTests {
    @Test("simultaneously(with:) recognises both gestures on one touch")
    func simultaneous() throws {
        let log = GestureLog()
        let window = gestureWindow {
            Color.blue.frame(width: 100, height: 100)
                .gesture(
                    LongPressGesture(minimumDuration: 0.2).simultaneously(with: DragGesture(minimumDistance: 0))
                        .onEnded { log.value = $0 })
        }
        window.longPress(at: center, duration: 0.3)
        let value = try #require(log.value as? SimultaneousGesture<LongPressGesture, DragGesture>.Value)
        #expect(value.first == true)
        #expect(value.second?.location == CGPoint(x: 50, y: 50))
    }

    @Test("sequenced(before:) runs the second gesture only after the first ended")
    func sequenced() throws {
        let log = GestureLog()
        let window = gestureWindow {
            Color.blue.frame(width: 100, height: 100)
                .gesture(
                    LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture())
                        .onEnded { log.value = $0 })
        }
        // Dragging at once fails the long press, and with it the sequence.
        window.drag(from: center, to: CGPoint(x: 140, y: 100), duration: 0.2)
        #expect(log.value == nil)
        window.send(.began, at: center)
        window.advance(by: 0.4)
        for x in stride(from: 105, through: 140, by: 5) {
            window.send(.moved, at: CGPoint(x: CGFloat(x), y: 100))
            window.advance(by: 1.0 / 60)
        }
        window.send(.ended, at: CGPoint(x: 140, y: 100))
        let value = try #require(log.value as? SequenceGesture<LongPressGesture, DragGesture>.Value)
        guard case .second(let pressed, let drag) = value else {
            Issue.record("expected the second gesture, got \(value)")
            return
        }
        #expect(pressed)
        #expect(drag?.translation == CGSize(width: 40, height: 0))
    }

    @Test("exclusively(before:) prefers the first gesture and falls back to the second when it fails")
    func exclusive() {
        let log = GestureLog()
        let window = gestureWindow {
            Color.blue.frame(width: 100, height: 100)
                .gesture(
                    TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
                        .onEnded { value in
                            switch value {
                            case .first(let name), .second(let name): log.add(name)
                            }
                        })
        }
        window.doubleTap(at: center)
        #expect(log.entries == ["double"])
        window.advance(by: 1)
        window.tap(at: center)
        #expect(log.entries == ["double"])
        window.advance(by: 0.4)
        #expect(log.entries == ["double", "single"])
    }

    func nested(_ log: GestureLog, parent: GesturePriority) -> TestWindow {
        gestureWindow {
            let child = Color.blue.frame(width: 40, height: 40).onTapGesture { log.add("child") }
            let stack = VStack { child }.frame(width: 100, height: 100).contentShape(Rectangle())
            let parentTap = TapGesture().onEnded { log.add("parent") }
            switch parent {
            case .normal: stack.gesture(parentTap)
            case .high: stack.highPriorityGesture(parentTap)
            case .simultaneous: stack.simultaneousGesture(parentTap)
            }
        }
    }

    enum GesturePriority {
        case normal, high, simultaneous
    }

    @Test("A child's gesture beats its parent's; the parent still gets touches outside the child")
    func childBeatsParent() {
        let log = GestureLog()
        let window = nested(log, parent: .normal)
        window.tap(at: center)
        #expect(log.entries == ["child"])
        window.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.entries == ["child", "parent"])
    }

    @Test("A parent's highPriorityGesture beats its child's gesture")
    func highPriorityParent() {
        let log = GestureLog()
        nested(log, parent: .high).tap(at: center)
        #expect(log.entries == ["parent"])
    }

    @Test("A parent's simultaneousGesture runs alongside its child's gesture")
    func simultaneousParent() {
        let log = GestureLog()
        nested(log, parent: .simultaneous).tap(at: center)
        #expect(log.entries.sorted() == ["child", "parent"])
    }

    @Test("A parent's drag over a child's tap waits for the tap to fail, then gets every change in order")
    func parentDragAfterChildTapFails() throws {
        let log = GestureLog()
        let window = gestureWindow {
            VStack { Color.blue.frame(width: 40, height: 40).onTapGesture { log.add("child") } }
                .frame(width: 100, height: 100).contentShape(Rectangle())
                .gesture(DragGesture().onChanged { log.drags.append($0) }.onEnded { _ in log.add("parent") })
        }
        window.drag(from: center, to: CGPoint(x: 180, y: 100), duration: 0.5)
        #expect(log.entries == ["parent"])
        let first = try #require(log.drags.first)
        #expect(first.translation.width < 20)
        #expect(log.drags.last?.translation.width == 80)
    }

    @Test("@GestureState follows the gesture and resets when it ends")
    func gestureStateResetsOnEnd() {
        let probe = GestureLog()
        let window = gestureWindow { DragStateView(probe: probe) }
        window.send(.began, at: center)
        window.advance(by: 0.1)
        window.send(.moved, at: CGPoint(x: 130, y: 110))
        window.render()
        #expect(probe.value as? CGSize == CGSize(width: 30, height: 10))
        window.send(.ended, at: CGPoint(x: 130, y: 110))
        window.render()
        #expect(probe.value as? CGSize == .zero)
    }

    @Test("@GestureState resets when the gesture is cancelled")
    func gestureStateResetsOnCancel() {
        let probe = GestureLog()
        let window = gestureWindow { DragStateView(probe: probe) }
        window.send(.began, at: center)
        window.advance(by: 0.1)
        window.send(.moved, at: CGPoint(x: 100, y: 150))
        window.render()
        #expect(probe.value as? CGSize == CGSize(width: 0, height: 50))
        window.send(.cancelled, at: CGPoint(x: 100, y: 150))
        window.render()
        #expect(probe.value as? CGSize == .zero)
    }

    @Test("A state change made by a gesture inside withAnimation animates")
    func gestureChangeAnimates() {
        let window = gestureWindow { AnimatedTapView() }
        func offset() -> CGFloat? {
            for case .group(let group) in window.displayList.items { return group.transform.tx }
            return nil
        }
        window.tap(at: center)
        window.advance(by: 0.5)
        let halfway = offset() ?? 0
        #expect(halfway > 30 && halfway < 70)
        window.advance(by: 1)
        #expect(offset() == 100)
    }
}
