import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// When a drag starts: with a mouse once the pointer is more than GTK's drag threshold (8 pt) from where
/// it went down; with a touch after a hold (Finch's choice: 0.5 s, the long press default), as iPadOS lifts
/// a view first. And how a drag source shares a touch with scroll views and other gestures.
@MainActor
@Suite("Drag and drop: when a drag starts")
struct DragStartTests {
    private typealias F = DragAndDropFixtures

    @Test("A mouse moved 7 pt does not start a drag; moved past 8 pt it does, and the item is made then")
    func mouseThreshold() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        let start = F.sourceCentre
        window.send(.began, at: start)
        window.advance(by: TestWindow.inputStep)
        window.send(.moved, at: CGPoint(x: start.x + 7, y: start.y))
        window.advance(by: TestWindow.inputStep)
        window.send(.moved, at: CGPoint(x: start.x, y: start.y + 8))
        window.advance(by: TestWindow.inputStep)
        #expect(log.dataCalls == 0)
        #expect(window.graph.dragAndDrop.session == nil)
        #expect(window.dragPreview == nil)
        window.send(.moved, at: CGPoint(x: start.x + 6, y: start.y + 6))  // 8.5 pt away
        window.advance(by: TestWindow.inputStep)
        #expect(log.dataCalls == 1)
        #expect(window.graph.dragAndDrop.session?.driver == .pointer(0))
        #expect(window.dragPreview != nil)
        window.send(.ended, at: CGPoint(x: start.x + 6, y: start.y + 6))
    }

    @Test("A touch starts a drag after a 0.5 s hold, not before")
    func touchHold() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.send(.began, at: F.sourceCentre, kind: .touch)
        window.advance(by: 0.45)
        #expect(log.dataCalls == 0)
        #expect(window.graph.dragAndDrop.session == nil)
        window.advance(by: 0.05)
        #expect(log.dataCalls == 1)
        #expect(window.dragPreview != nil)
        window.send(.cancelled, at: F.sourceCentre, kind: .touch)
    }

    @Test("A touch that moves before the hold is not a drag, however long it is held afterwards")
    func touchMovingFirstIsNoDrag() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.send(.began, at: F.sourceCentre, kind: .touch)
        window.advance(by: 0.1)
        window.send(.moved, at: CGPoint(x: F.sourceCentre.x + 15, y: F.sourceCentre.y), kind: .touch)
        window.advance(by: 1)
        #expect(log.dataCalls == 0)
        #expect(window.graph.dragAndDrop.session == nil)
        window.send(.ended, at: CGPoint(x: F.sourceCentre.x + 15, y: F.sourceCentre.y), kind: .touch)
    }

    @Test("A touch drag held, then moved onto the target, drops there")
    func touchDragDrops() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.touchDragAndDrop(from: F.sourceCentre, to: F.targetCentre)
        #expect(log.drops.count == 1)
        #expect(log.drops.first?.location == CGPoint(x: 60, y: 60))
    }

    @MainActor
    final class Counts {
        var scrolls = 0
        var dragChanges = 0
        var taps = 0
    }

    /// Draggable rows in a scroll view.
    private struct Rows: View {
        let log: DropLog

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Text("Row \(index)").frame(width: 200, height: 50)
                            .onDrag {
                                log.dataCalls += 1
                                return NSItemProvider(object: "Row \(index)")
                            }
                    }
                }
            }
        }
    }

    @Test("In a scroll view a mouse drag on a draggable row drags it and does not scroll")
    func mouseDragsInScrollView() throws {
        let log = DropLog()
        let window = TestWindow(size: CGSize(width: 200, height: 300)) { Rows(log: log) }
        let before = try #require(window.frames(ofText: "Row 2").first)
        window.dragAndDrop(from: CGPoint(x: 100, y: 125), to: CGPoint(x: 100, y: 25))
        #expect(log.dataCalls == 1)
        #expect(try #require(window.frames(ofText: "Row 2").first) == before)
    }

    @Test("In a scroll view a touch that moves at once scrolls; one held first drags")
    func touchScrollsUnlessHeld() throws {
        let log = DropLog()
        let window = TestWindow(size: CGSize(width: 200, height: 300)) { Rows(log: log) }
        let before = try #require(window.frames(ofText: "Row 2").first)
        window.touchDragAndDrop(from: CGPoint(x: 100, y: 125), to: CGPoint(x: 100, y: 25), hold: 0)
        #expect(log.dataCalls == 0)
        let moved = try #require(window.frames(ofText: "Row 2").first)
        #expect(abs((before.minY - moved.minY) - 100) <= 1)
        // Let the scroll view's glide settle before the next touch.
        window.advance(by: 3)
        let scrolled = try #require(window.frames(ofText: "Row 5").first)
        window.touchDragAndDrop(from: CGPoint(x: 100, y: 125), to: CGPoint(x: 100, y: 25))
        #expect(log.dataCalls == 1)
        #expect(try #require(window.frames(ofText: "Row 5").first) == scrolled)
    }

    @Test("A drag source under an ancestor's DragGesture wins the touch (the innermost gesture goes first)")
    func dragSourceBeatsAncestorDrag() {
        let log = DropLog()
        let counts = Counts()
        let window = TestWindow(size: F.size) {
            SourceAndTarget(log: log)
                .gesture(DragGesture().onChanged { _ in counts.dragChanges += 1 })
        }
        window.dragAndDrop(from: F.sourceCentre, to: F.targetCentre)
        #expect(log.dataCalls == 1)
        #expect(counts.dragChanges == 0)
        #expect(log.drops.count == 1)
    }

    @Test("A DragGesture inside a draggable view wins over the drag (a child's gesture goes first)")
    func childDragBeatsDragSource() {
        let log = DropLog()
        let counts = Counts()
        let window = TestWindow(size: F.size) {
            Color.red.frame(width: 80, height: 80)
                .gesture(DragGesture().onChanged { _ in counts.dragChanges += 1 })
                .onDrag {
                    log.dataCalls += 1
                    return NSItemProvider(object: "apple")
                }
                .position(x: 60, y: 60)
        }
        window.dragAndDrop(from: F.sourceCentre, to: CGPoint(x: 200, y: 200))
        #expect(log.dataCalls == 0)
        #expect(counts.dragChanges > 0)
    }

    @Test("A tap inside a draggable view yields once the drag starts; a plain tap still taps")
    func tapInsideYields() {
        let log = DropLog()
        let counts = Counts()
        let window = TestWindow(size: F.size) {
            Color.red.frame(width: 80, height: 80)
                .onTapGesture { counts.taps += 1 }
                .onDrag {
                    log.dataCalls += 1
                    return NSItemProvider(object: "apple")
                }
                .position(x: 60, y: 60)
        }
        window.dragAndDrop(from: F.sourceCentre, to: CGPoint(x: 80, y: 60), duration: 0.1)
        #expect(log.dataCalls == 1)
        #expect(counts.taps == 0)
        window.advance(by: 1)
        window.tap(at: F.sourceCentre)
        #expect(counts.taps == 1)
        #expect(log.dataCalls == 1)
    }
}
