import Foundation
import Observation
import Synchronization
import Testing

@testable import FinchCore

/// Foundation's `UndoManager` rules, as its documentation states them, with Finch's deterministic
/// automatic grouping (a group opens at the first registration and closes at the next event or undo).
@MainActor
@Suite("UndoManager")
struct UndoManagerTests {
    @MainActor
    final class Counter {
        var value = 0
        /// Sets the value undoably, as the course's `undoablyPerform` does: the undo sets it back the same way.
        func set(_ newValue: Int, _ undoManager: UndoManager, name: String = "Set") {
            let old = value
            value = newValue
            undoManager.registerUndo(withTarget: self) { counter in counter.set(old, undoManager, name: name) }
            undoManager.setActionName(name)
        }
    }

    @Test("Undo restores, redo re-applies, and each names its action")
    func undoRedo() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        #expect(!manager.canUndo && !manager.canRedo)
        counter.set(1, manager, name: "Add")
        #expect(manager.canUndo)
        #expect(manager.undoActionName == "Add")
        #expect(manager.undoMenuItemTitle == "Undo Add")
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo && manager.canRedo)
        #expect(manager.redoActionName == "Add")
        #expect(manager.redoMenuItemTitle == "Redo Add")
        manager.redo()
        #expect(counter.value == 1)
        #expect(manager.canUndo && !manager.canRedo)
        #expect(manager.undoActionName == "Add")
    }

    @Test("Unnamed actions give plain menu titles and empty names")
    func unnamedTitles() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        #expect(manager.undoMenuItemTitle == "Undo")
        #expect(manager.redoMenuItemTitle == "Redo")
        #expect(manager.undoActionName == "")
    }

    @Test("Registrations in one event form one group, closed by the next event")
    func groupsByEvent() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        counter.set(1, manager)
        counter.set(2, manager)
        #expect(manager.groupingLevel == 1)
        manager.closeAutomaticGroup()
        #expect(manager.groupingLevel == 0)
        counter.set(3, manager)
        manager.closeAutomaticGroup()
        manager.undo()
        #expect(counter.value == 2)
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
    }

    @Test("Undo closes the open automatic group first")
    func undoClosesGroup() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        counter.set(5, manager)
        manager.undo()
        #expect(counter.value == 0)
        #expect(manager.groupingLevel == 0)
    }

    @Test("Explicit groups nest; the outer one is undone at once")
    func explicitGrouping() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        manager.beginUndoGrouping()
        counter.set(1, manager)
        manager.beginUndoGrouping()
        #expect(manager.groupingLevel == 2)
        counter.set(2, manager)
        manager.endUndoGrouping()
        counter.set(3, manager)
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
    }

    @Test("Undo does nothing while an explicit group is open (Apple raises)")
    func undoInsideGroupIgnored() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        counter.set(1, manager)
        manager.closeAutomaticGroup()
        manager.beginUndoGrouping()
        manager.undo()
        #expect(counter.value == 1)
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test("Without groupsByEvent a registration outside a group is dropped (Apple raises)")
    func noAutomaticGroups() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        manager.groupsByEvent = false
        let counter = Counter()
        counter.set(1, manager)
        #expect(!manager.canUndo)
        manager.beginUndoGrouping()
        counter.set(2, manager)
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 1)
    }

    @Test("A new registration clears the redo stack")
    func newRegistrationClearsRedo() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        counter.set(1, manager)
        manager.undo()
        #expect(manager.canRedo)
        counter.set(7, manager)
        #expect(!manager.canRedo)
    }

    @Test("isUndoing and isRedoing hold while the handlers run")
    func undoingFlags() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        final class Probe {}
        let probe = Probe()
        var seen: [(Bool, Bool)] = []
        func register() {
            manager.registerUndo(withTarget: probe) { _ in
                seen.append((manager.isUndoing, manager.isRedoing))
                register()
            }
        }
        register()
        manager.undo()
        manager.redo()
        #expect(seen.count == 2)
        #expect(seen.first.map { $0.0 && !$0.1 } == true)
        #expect(seen.last.map { !$0.0 && $0.1 } == true)
        #expect(!manager.isUndoing && !manager.isRedoing)
    }

    @Test("levelsOfUndo keeps only the newest groups")
    func levels() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        manager.levelsOfUndo = 2
        let counter = Counter()
        for value in 1...4 {
            counter.set(value, manager)
            manager.closeAutomaticGroup()
        }
        manager.undo()
        manager.undo()
        #expect(counter.value == 2)
        #expect(!manager.canUndo)
    }

    @Test("removeAllActions forgets everything; removeAllActions(withTarget:) only that target's")
    func removal() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let first = Counter()
        let second = Counter()
        first.set(1, manager)
        manager.closeAutomaticGroup()
        second.set(2, manager)
        manager.closeAutomaticGroup()
        manager.removeAllActions(withTarget: second)
        manager.undo()
        #expect(second.value == 2)
        #expect(first.value == 0)
        #expect(!manager.canUndo)
        first.set(3, manager)
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo && manager.groupingLevel == 0)
    }

    @Test("A target that went away has nothing to undo (targets are held weakly)")
    func weakTarget() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        var ran = false
        do {
            let target = Counter()
            manager.registerUndo(withTarget: target) { _ in ran = true }
        }
        manager.undo()
        #expect(!ran)
    }

    @Test("Disabled registration records nothing")
    func disabledRegistration() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        manager.disableUndoRegistration()
        counter.set(1, manager)
        #expect(!manager.canUndo)
        manager.enableUndoRegistration()
        counter.set(2, manager)
        #expect(manager.canUndo)
    }

    @Test("Closing, undoing and redoing post Apple's notifications")
    func notifications() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        var names: [Notification.Name] = []
        let center = NotificationCenter.default
        let observers = [
            Notification.Name.NSUndoManagerDidCloseUndoGroup, .NSUndoManagerDidUndoChange, .NSUndoManagerDidRedoChange,
        ]
        .map { name in
            center.addObserver(forName: name, object: manager, queue: nil) { note in
                let posted = note.name
                MainActor.assumeIsolated { names.append(posted) }
            }
        }
        defer { observers.forEach(center.removeObserver) }
        counter.set(1, manager)
        manager.closeAutomaticGroup()
        manager.undo()
        manager.redo()
        #expect(names.first == .NSUndoManagerDidCloseUndoGroup)
        #expect(names.contains(.NSUndoManagerDidUndoChange))
        #expect(names.last == .NSUndoManagerDidRedoChange)
    }

    @Test("Readers of canUndo are told when it changes (the manager is observable)")
    func observable() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        final class Changes: Sendable { let count = Mutex(0) }
        let changes = Changes()
        withObservationTracking {
            _ = manager.canUndo
        } onChange: {
            changes.count.withLock { $0 += 1 }
        }
        counter.set(1, manager)
        #expect(changes.count.withLock { $0 } == 1)
        withObservationTracking {
            _ = manager.canRedo
        } onChange: {
            changes.count.withLock { $0 += 1 }
        }
        manager.undo()
        #expect(changes.count.withLock { $0 } == 2)
    }

    @Test("The document's change observer counts groups, undos and redos")
    func changeObserver() {
        let manager = UndoManager()
        // The undo handlers capture the manager, as the course's do; emptying it breaks that cycle.
        defer { manager.removeAllActions() }
        let counter = Counter()
        var changes: [UndoChange] = []
        manager.changeObserver = { changes.append($0) }
        counter.set(1, manager)
        counter.set(2, manager)
        manager.undo()
        manager.redo()
        #expect(changes == [.done, .undone, .redone])
    }
}
