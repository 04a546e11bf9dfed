import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// `onDrop(of:delegate:)`: the order Finch calls a `DropDelegate` in, and what its proposals do.
@MainActor
@Suite("Drag and drop: DropDelegate")
struct DropDelegateTests {
    @MainActor
    final class Calls {
        var names: [String] = []
        var locations: [CGPoint] = []
        var providers = 0

        /// The names with runs of the same name collapsed (a drag moving inside calls dropUpdated many times).
        var collapsed: [String] {
            names.reduce(into: []) { result, name in if result.last != name { result.append(name) } }
        }
    }

    struct Recording: DropDelegate {
        let calls: Calls
        var validates = true
        /// What dropUpdated proposes on each call, in turn (then nil).
        var proposals: [DropOperation?] = []

        func validateDrop(info: DropInfo) -> Bool {
            calls.names.append("validate")
            return validates
        }

        func dropEntered(info: DropInfo) {
            calls.names.append("entered")
        }

        func dropUpdated(info: DropInfo) -> DropProposal? {
            let index = calls.names.filter { $0 == "updated" }.count
            calls.names.append("updated")
            calls.locations.append(info.location)
            return index < proposals.count ? proposals[index].map { DropProposal(operation: $0) } : nil
        }

        func dropExited(info: DropInfo) {
            calls.names.append("exited")
        }

        func performDrop(info: DropInfo) -> Bool {
            calls.names.append("perform")
            #expect(info.hasItemsConforming(to: [UTType.text]))
            #expect(info.hasItemsConforming(to: ["public.plain-text"]))
            #expect(!info.hasItemsConforming(to: [UTType.image]))
            calls.providers = info.itemProviders(for: [UTType.text]).count
            #expect(info.itemProviders(for: [UTType.image]).isEmpty)
            return true
        }
    }

    /// Only `performDrop` implemented: every other requirement has its default.
    struct Minimal: DropDelegate {
        let calls: Calls
        func performDrop(info: DropInfo) -> Bool {
            calls.names.append("perform")
            return true
        }
    }

    private func makeWindow(_ delegate: some DropDelegate) -> TestWindow {
        TestWindow(size: DragAndDropFixtures.size) {
            ZStack {
                Color.red.frame(width: 80, height: 80)
                    .onDrag { NSItemProvider(object: "apple") }
                    .position(x: 60, y: 60)
                Color.blue.frame(width: 120, height: 120)
                    .onDrop(of: [.text], delegate: delegate)
                    .position(x: 300, y: 200)
            }
            .frame(width: 400, height: 300)
        }
    }

    private let outside = CGPoint(x: 150, y: 200)
    private let inside = DragAndDropFixtures.targetCentre

    @Test("Entering: validate, entered, updated; moving: updated; leaving: exited; dropping: updated, perform, exited")
    func callOrder() {
        let calls = Calls()
        let window = makeWindow(Recording(calls: calls))
        window.dragAndDrop(from: DragAndDropFixtures.sourceCentre, to: outside, releasing: false)
        window.moveHeldPointer(from: outside, to: inside, duration: 0.2)
        window.moveHeldPointer(from: inside, to: outside, duration: 0.2)
        window.moveHeldPointer(from: outside, to: inside, duration: 0.2)
        window.send(.ended, at: inside)
        #expect(
            calls.collapsed == [
                "validate", "entered", "updated", "exited", "validate", "entered", "updated", "perform", "exited",
            ])
        // Asked once per entry, not at every move.
        #expect(calls.names.filter { $0 == "validate" }.count == 2)
        #expect(calls.names.filter { $0 == "updated" }.count > 4)
        #expect(calls.locations.last == CGPoint(x: 60, y: 60))
        #expect(calls.providers == 1)
    }

    @Test("validateDrop false: the view is never entered and never dropped on")
    func validateFalse() {
        let calls = Calls()
        let window = makeWindow(Recording(calls: calls, validates: false))
        window.dragAndDrop(from: DragAndDropFixtures.sourceCentre, to: inside)
        #expect(calls.names == ["validate"])
        #expect(window.graph.dragAndDrop.session?.returning != nil)
    }

    @Test("An inner delegate's validateDrop false lets the drop target around it take the drag")
    func validateFalsePassesOutward() {
        let calls = Calls()
        var outerDrops: [CGPoint] = []
        let window = TestWindow(size: DragAndDropFixtures.size) {
            ZStack {
                Color.red.frame(width: 80, height: 80)
                    .onDrag { NSItemProvider(object: "apple") }
                    .position(x: 60, y: 60)
                Color.blue.frame(width: 120, height: 120)
                    .onDrop(of: [.text], delegate: Recording(calls: calls, validates: false))
                    .padding(20)
                    .background(Color.green)
                    .onDrop(of: [.text], isTargeted: nil) { _, location in
                        outerDrops.append(location)
                        return true
                    }
                    .position(x: 300, y: 200)
            }
            .frame(width: 400, height: 300)
        }
        window.dragAndDrop(from: DragAndDropFixtures.sourceCentre, to: inside)
        #expect(calls.names == ["validate"])
        // The outer view is 160 pt square around the blue one, from (220, 120).
        #expect(outerDrops == [CGPoint(x: 80, y: 80)])
    }

    @Test("A .forbidden or .cancel proposal refuses the drop: no performDrop, the view is exited, the preview returns")
    func forbiddenRefuses() {
        for refusal in [DropOperation.forbidden, .cancel] {
            let calls = Calls()
            let window = makeWindow(Recording(calls: calls, proposals: Array(repeating: refusal, count: 100)))
            window.dragAndDrop(from: DragAndDropFixtures.sourceCentre, to: inside)
            #expect(calls.collapsed == ["validate", "entered", "updated", "exited"])
            #expect(window.graph.dragAndDrop.session?.returning != nil)
        }
    }

    @Test("dropUpdated returning nil keeps the last proposal, and .copy before any")
    func nilKeepsLastProposal() {
        let calls = Calls()
        let window = makeWindow(Recording(calls: calls, proposals: [nil, .move, nil, .forbidden, nil]))
        let provider = NSItemProvider(object: "pear")
        var operations: [DropOperation] = []
        window.dragFromOutside(
            providers: [provider], through: [outside, inside, inside, inside, inside, inside, outside],
            dropping: false
        ) { operations.append($0) }
        #expect(operations == [.cancel, .copy, .move, .move, .forbidden, .forbidden, .cancel])
    }

    @Test("A delegate with only performDrop: entered by default, .copy, and dropped on")
    func defaults() {
        let calls = Calls()
        let window = makeWindow(Minimal(calls: calls))
        var operations: [DropOperation] = []
        let taken = window.dragFromOutside(providers: [NSItemProvider(object: "fig")], through: [outside, inside]) {
            operations.append($0)
        }
        #expect(taken)
        #expect(operations == [.cancel, .copy])
        #expect(calls.names == ["perform"])
    }
}
