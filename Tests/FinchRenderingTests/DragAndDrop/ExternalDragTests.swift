import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// The host's side: drags from other programs come in through `dragEntered` / `dragMoved` / `dragExited` /
/// `drop`, and a host may carry this window's own drags (`DragSessionHost`).
@MainActor
@Suite("Drag and drop: drags from other programs, and drags the host carries")
struct ExternalDragTests {
    private typealias F = DragAndDropFixtures

    @Test(
        "Another program's text drag targets the view, drops in its space, and hands its providers over only at the drop"
    )
    func outsideDragDrops() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        var made = 0
        window.graph.dragEntered(offering: ["public.utf8-plain-text"]) {
            made += 1
            return [NSItemProvider(object: "from gedit")]
        }
        #expect(window.graph.dragMoved(to: CGPoint(x: 150, y: 150)) == .cancel)
        #expect(!log.targeted)
        #expect(window.graph.dragMoved(to: CGPoint(x: 250, y: 160)) == .copy)
        #expect(log.targeted)
        #expect(made == 0)
        #expect(window.graph.drop(at: CGPoint(x: 260, y: 170)))
        #expect(made == 1)
        #expect(log.drops.count == 1)
        #expect(log.drops.first?.location == CGPoint(x: 20, y: 30))
        #expect(!log.targeted)
        #expect(window.graph.dragAndDrop.session == nil)
        // Nothing of the graph's own is drawn for another program's drag.
        #expect(window.dragPreview == nil)
    }

    @Test("An outside drag of a type no view takes is refused everywhere and never targets")
    func outsideDragRefused() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        let image = NSItemProvider()
        image.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([0x89, 0x50, 0x4e, 0x47]), nil)
            return nil
        }
        var operations: [DropOperation] = []
        let taken = window.dragFromOutside(providers: [image], through: [CGPoint(x: 100, y: 200), F.targetCentre]) {
            operations.append($0)
        }
        #expect(!taken)
        #expect(operations == [.cancel, .cancel])
        #expect(log.targetedChanges.isEmpty && log.drops.isEmpty)
    }

    @Test("An outside drag that leaves the window exits its target and is forgotten")
    func outsideDragLeaves() {
        let log = DropLog()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.dragFromOutside(providers: [NSItemProvider(object: "x")], through: [F.targetCentre], dropping: false)
        #expect(log.targetedChanges == [true, false])
        #expect(window.graph.dragAndDrop.session == nil)
        #expect(!window.graph.drop(at: F.targetCentre))
        #expect(log.drops.isEmpty)
    }

    @MainActor
    final class CarryingHost: DragSessionHost {
        var takes = true
        var begun: [(items: [NSItemProvider], preview: DragPreview, location: CGPoint)] = []

        func beginDrag(items: [NSItemProvider], preview: DragPreview, at location: CGPoint) -> Bool {
            begun.append((items, preview, location))
            return takes
        }
    }

    @Test("A host that takes the drag gets the items and the preview; the graph draws nothing and leaves the pointer")
    func hostCarriesDrag() throws {
        let log = DropLog()
        let host = CarryingHost()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.graph.dragSessionHost = host
        window.dragAndDrop(from: CGPoint(x: 30, y: 40), to: F.targetCentre, releasing: false)
        #expect(host.begun.count == 1)
        let begun = try #require(host.begun.first)
        #expect(begun.items.first?.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(begun.preview.size == CGSize(width: 80, height: 80))
        #expect(begun.preview.hotSpot == CGPoint(x: 10, y: 20))
        #expect(begun.preview.displayList.dump().contains("fill"))
        #expect(begun.location.distance(to: CGPoint(x: 30, y: 40)) > 8)
        // The pointer is no longer read: moving over the target and releasing there does nothing.
        #expect(window.dragPreview == nil)
        #expect(!log.targeted)
        #expect(window.graph.inputRouter.arena(for: .pointer(0)) == nil)
        window.send(.ended, at: F.targetCentre)
        #expect(log.drops.isEmpty)
        // The host reports the drag coming back over the window and dropping.
        #expect(window.graph.dragMoved(to: F.targetCentre) == .copy)
        #expect(log.targeted)
        #expect(window.graph.drop(at: F.targetCentre))
        #expect(log.drops.count == 1)
        #expect(!log.targeted)
        // The session lasts until the host says the drag ended.
        #expect(window.graph.dragAndDrop.session?.driver == .host)
        window.graph.dragEnded(.copy)
        #expect(window.graph.dragAndDrop.session == nil)
        #expect(window.dragPreview == nil)
    }

    @Test("A host drag that leaves the window exits its target but goes on until dragEnded(.cancel)")
    func hostDragLeavesAndEnds() {
        let log = DropLog()
        let host = CarryingHost()
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.graph.dragSessionHost = host
        window.dragAndDrop(from: F.sourceCentre, to: CGPoint(x: 150, y: 60))
        window.graph.dragMoved(to: F.targetCentre)
        #expect(log.targeted)
        window.graph.dragExited()
        #expect(!log.targeted)
        #expect(window.graph.dragAndDrop.session != nil)
        // Another program's drag entering is ignored while this window's own drag goes on.
        window.graph.dragEntered(offering: ["public.png"]) { [] }
        #expect(window.graph.dragAndDrop.session?.driver == .host)
        window.graph.dragEnded(.cancel)
        #expect(window.graph.dragAndDrop.session == nil)
        #expect(log.drops.isEmpty)
    }

    @Test("A host that declines leaves the graph to run the drag from the pointer")
    func hostDeclines() {
        let log = DropLog()
        let host = CarryingHost()
        host.takes = false
        let window = TestWindow(size: F.size) { SourceAndTarget(log: log) }
        window.graph.dragSessionHost = host
        window.dragAndDrop(from: F.sourceCentre, to: F.targetCentre)
        #expect(host.begun.count == 1)
        #expect(log.drops.count == 1)
    }
}
