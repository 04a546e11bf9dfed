import Finch
import FinchTesting
import Foundation
import Synchronization
import Testing

@testable import FinchCore

/// A drag inside one window: which view is targeted, where the drop lands in the drop view's own space,
/// and what happens to the preview when nothing takes the drag.
@MainActor
@Suite("Drag and drop: targets, locations and the preview")
struct DropTargetingTests {
    private typealias F = DragAndDropFixtures

    @Test("isTargeted turns on as the drag enters an accepting view and off as it leaves; nothing drops")
    func targetedOnEnterAndLeave() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.dragAndDrop(from: F.sourceCentre, to: CGPoint(x: 200, y: 200), duration: 0.25, releasing: false)
        #expect(log.targetedChanges.isEmpty)
        window.moveHeldPointer(from: CGPoint(x: 200, y: 200), to: F.targetCentre, duration: 0.1)
        #expect(log.targetedChanges == [true])
        window.send(.moved, at: CGPoint(x: 200, y: 200))
        #expect(log.targetedChanges == [true, false])
        window.send(.ended, at: CGPoint(x: 200, y: 200))
        #expect(log.drops.isEmpty)
    }

    @Test("A drop on a view that takes the type: the action gets one provider and the location in its space")
    func dropRunsAction() async {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.dragAndDrop(from: F.sourceCentre, to: CGPoint(x: 250, y: 150))
        #expect(log.drops.count == 1)
        #expect(log.drops.first?.count == 1)
        #expect(log.drops.first?.location == CGPoint(x: 10, y: 10))
        #expect(log.targetedChanges == [true, false])
        // Taken: the preview is gone at once.
        #expect(window.dragPreview == nil)
        #expect(window.graph.dragAndDrop.session == nil)
    }

    @Test("A view that refuses the type is never targeted, its action never runs, and the preview flies back")
    func refusedType() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log, accepted: [.image]) }
        window.dragAndDrop(from: F.sourceCentre, to: F.targetCentre)
        #expect(log.targetedChanges.isEmpty)
        #expect(log.drops.isEmpty)
        #expect(window.graph.dragAndDrop.session?.returning != nil)
        #expect(window.dragPreview != nil)
        window.advance(by: DragAndDropMetrics.returnDuration + 0.05)
        #expect(window.dragPreview == nil)
        #expect(window.graph.dragAndDrop.session == nil)
    }

    @Test("The drop location is in the drop view's own space under scaleEffect and offset")
    func locationUnderScaleAndOffset() {
        let log = DropLog()
        let window = TestWindow(size: F.size) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 40, height: 40)
                    .onDrag { NSItemProvider(object: "apple") }
                    .offset(x: 10, y: 240)
                Color.blue.frame(width: 100, height: 100)
                    .onDrop(of: [.plainText], isTargeted: nil) { providers, location in
                        log.drops.append(("blue", providers.count, location))
                        return true
                    }
                    .scaleEffect(2, anchor: .topLeading)
                    .offset(x: 150, y: 50)
            }
            .frame(width: 400, height: 300, alignment: .topLeading)
        }
        // The blue square is drawn over (150, 50)–(350, 250), twice its size.
        window.dragAndDrop(from: CGPoint(x: 30, y: 260), to: CGPoint(x: 250, y: 150))
        window.advance(by: 1)
        window.dragAndDrop(from: CGPoint(x: 30, y: 260), to: CGPoint(x: 190, y: 70))
        #expect(log.drops.map(\.location) == [CGPoint(x: 50, y: 50), CGPoint(x: 20, y: 10)])
    }

    @Test("The drop location is in the drop view's own space inside a scrolled scroll view")
    func locationUnderScrolling() {
        let log = DropLog()
        let window = TestWindow(size: CGSize(width: 200, height: 260)) {
            VStack(spacing: 0) {
                Color.red.frame(width: 60, height: 60).onDrag { NSItemProvider(object: "apple") }
                ScrollView {
                    VStack(spacing: 0) {
                        Color.gray.frame(width: 200, height: 300)
                        Color.blue.frame(width: 200, height: 100)
                            .onDrop(of: [.text], isTargeted: nil) { providers, location in
                                log.drops.append(("blue", providers.count, location))
                                return true
                            }
                        Color.gray.frame(width: 200, height: 400)
                    }
                }
                .frame(height: 200)
            }
        }
        window.scroll(at: CGPoint(x: 100, y: 160), by: CGSize(width: 0, height: 250))
        // Scrolled 250 pt, the blue view's content frame (300–400) is drawn at 110–210 in the window.
        window.dragAndDrop(from: CGPoint(x: 100, y: 30), to: CGPoint(x: 100, y: 150))
        #expect(log.drops.map(\.location) == [CGPoint(x: 100, y: 40)])
    }

    @Test("The innermost view that takes the drag wins; one that refuses its types lets the one around it take it")
    func innermostAcceptingWins() {
        let log = DropLog()
        let window = TestWindow(size: F.size) {
            ZStack {
                Color.red.frame(width: 40, height: 40)
                    .onDrag { NSItemProvider(object: "apple") }
                    .position(x: 30, y: 30)
                ZStack {
                    Color.green.frame(width: 200, height: 200)
                    Color.blue.frame(width: 60, height: 60)
                        .onDrop(of: [.text], isTargeted: nil) { providers, location in
                            log.drops.append(("inner", providers.count, location))
                            return true
                        }
                        .offset(x: -50)
                    Color.yellow.frame(width: 60, height: 60)
                        .onDrop(of: [.image], isTargeted: nil) { providers, location in
                            log.drops.append(("refusing", providers.count, location))
                            return true
                        }
                        .offset(x: 50)
                }
                .onDrop(of: [.text], isTargeted: nil) { providers, location in
                    log.drops.append(("outer", providers.count, location))
                    return true
                }
                .position(x: 250, y: 150)
            }
            .frame(width: 400, height: 300)
        }
        // The outer view covers (150, 50)–(350, 250); blue (170, 120)–(230, 180); yellow (270, 120)–(330, 180).
        window.dragAndDrop(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 200, y: 150))
        window.advance(by: 1)
        window.dragAndDrop(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 300, y: 150))
        window.advance(by: 1)
        window.dragAndDrop(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 250, y: 230))
        #expect(log.drops.map(\.name) == ["inner", "outer", "outer"])
        #expect(log.drops.map(\.location) == [CGPoint(x: 30, y: 30), CGPoint(x: 150, y: 100), CGPoint(x: 100, y: 180)])
    }

    @Test("Another button released during a drag does not drop it; the primary button's release does")
    func otherButtonDoesNotDrop() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.dragAndDrop(from: F.sourceCentre, to: F.targetCentre, releasing: false)
        window.send(.ended, at: F.targetCentre, button: .secondary)
        #expect(log.drops.isEmpty)
        #expect(log.targeted)
        window.send(.ended, at: F.targetCentre)
        #expect(log.drops.count == 1)
    }

    @Test("Escape cancels a drag: no drop, the target is let go, and the preview flies back")
    func escapeCancels() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.dragAndDrop(from: F.sourceCentre, to: F.targetCentre, releasing: false)
        #expect(log.targeted)
        #expect(window.pressKey(0xff1b))
        #expect(!log.targeted)
        #expect(window.graph.dragAndDrop.session?.returning != nil)
        window.send(.ended, at: F.targetCentre)
        #expect(log.drops.isEmpty)
        window.advance(by: 1)
        #expect(window.dragPreview == nil)
        #expect(log.drops.isEmpty)
    }

    @Test("A drop on nothing flies the preview back to where it was picked up, easing out, over 0.3 s")
    func dropOnNothingReturns() throws {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        let start = F.sourceCentre
        window.dragAndDrop(from: start, to: F.nowhere)
        let dropped = try #require(window.dragPreviewHotSpot)
        #expect(abs(dropped.x - F.nowhere.x) < 0.5 && abs(dropped.y - F.nowhere.y) < 0.5)
        var distances: [CGFloat] = []
        for _ in 0..<3 {
            window.advance(by: 0.1)
            if let at = window.dragPreviewHotSpot { distances.append(at.distance(to: start)) }
        }
        let total = F.nowhere.distance(to: start)
        // Frames on the virtual clock: 0.1 s in, more than a third of the way (easing out); then closer each frame.
        #expect(distances.count == 2)
        #expect(distances[0] < total * 2 / 3)
        #expect(distances[1] < distances[0])
        #expect(window.dragPreview == nil)
        #expect(!window.needsFrame)
        #expect(log.drops.isEmpty && log.targetedChanges.isEmpty)
    }

    @Test(
        "The preview is the dragged view's picture, lifted (scaled up, with a shadow) and translucent, under the pointer"
    )
    func previewIsLifted() throws {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.dragAndDrop(from: CGPoint(x: 30, y: 40), to: CGPoint(x: 200, y: 100), releasing: false)
        let preview = try #require(window.dragPreview)
        #expect(preview.opacity < 1 && preview.opacity >= 0.5)
        #expect(preview.shadow != nil)
        #expect(preview.transform.a > 1 && preview.transform.a == preview.transform.d)
        #expect(preview.bounds.size == CGSize(width: 80, height: 80))
        // The point held (10, 20 inside the square) stays under the pointer.
        let held = preview.transform.apply(to: CGPoint(x: 10, y: 20))
        #expect(abs(held.x - 200) < 0.001 && abs(held.y - 100) < 0.001)
        // It draws the red square, in its own points (origin at its top-leading corner).
        #expect(ownFills(preview.children) == [CGRect(x: 0, y: 0, width: 80, height: 80)])
        window.send(.ended, at: CGPoint(x: 200, y: 100))
    }

    /// The bounds of the fills among `items`, mapped through the groups around them.
    private func ownFills(_ items: [DisplayItem], _ transform: Transform2D = .identity) -> [CGRect] {
        items.flatMap { item -> [CGRect] in
            switch item {
            case .fill(let path, _, _):
                let box = path.boundingRect
                let a = transform.apply(to: box.origin)
                let b = transform.apply(to: CGPoint(x: box.maxX, y: box.maxY))
                return [CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y)]
            case .group(let group): return ownFills(group.children, group.transform.concatenating(transform))
            default: return []
            }
        }
    }

    @Test("onDrag's preview view is drawn instead of the dragged view")
    func customPreview() throws {
        let window = TestWindow(size: F.size) {
            Color.red.frame(width: 80, height: 80)
                .onDrag {
                    NSItemProvider(object: "apple")
                } preview: {
                    Color.green.frame(width: 30, height: 20)
                }
                .position(x: 60, y: 60)
        }
        // Laid out hidden, the preview view is not drawn in the window: only the red square is.
        #expect(ownFills(window.displayList.items) == [CGRect(x: 20, y: 20, width: 80, height: 80)])
        window.dragAndDrop(from: F.sourceCentre, to: CGPoint(x: 200, y: 100), releasing: false)
        let preview = try #require(window.dragPreview)
        #expect(preview.bounds.size == CGSize(width: 30, height: 20))
        #expect(ownFills(preview.children) == [CGRect(x: 0, y: 0, width: 30, height: 20)])
        // Held at the same fraction of its size as the view was (its middle).
        #expect(window.graph.dragAndDrop.session?.preview?.hotSpot == CGPoint(x: 15, y: 10))
        window.send(.ended, at: CGPoint(x: 200, y: 100))
    }

    /// Hands a background load's result to the test waiting for it.
    final class LoadBox: Sendable {
        private let waiting = Mutex<CheckedContinuation<(String?, Bool), Never>?>(nil)

        func wait(for continuation: CheckedContinuation<(String?, Bool), Never>) {
            waiting.withLock { $0 = continuation }
        }

        func deliver(_ value: String?, onMainThread: Bool) {
            let continuation = waiting.withLock { held in
                defer { held = nil }
                return held
            }
            continuation?.resume(returning: (value, onMainThread))
        }
    }

    @Test("What the action loads arrives off the main thread, asynchronously")
    func loadsAsynchronously() async {
        let box = LoadBox()
        let window = TestWindow(size: F.size) {
            ZStack {
                Color.red.frame(width: 80, height: 80)
                    .onDrag { NSItemProvider(object: "apple pie") }
                    .position(x: 60, y: 60)
                Color.blue.frame(width: 120, height: 120)
                    .onDrop(of: [.plainText], isTargeted: nil) { providers in
                        for provider in providers {
                            provider.loadObject(ofClass: String.self) { value, _ in
                                box.deliver(value, onMainThread: Thread.isMainThread)
                            }
                        }
                        return !providers.isEmpty
                    }
                    .position(x: 300, y: 200)
            }
            .frame(width: 400, height: 300)
        }
        let loaded = await withCheckedContinuation { continuation in
            box.wait(for: continuation)
            window.dragAndDrop(from: F.sourceCentre, to: F.targetCentre)
        }
        #expect(loaded.0 == "apple pie")
        #expect(loaded.1 == false)
    }
}
