import Foundation
import Observation

/// Records what undoes each change and plays it back, as Foundation's `UndoManager` (which Linux's
/// Foundation lacks).
///
/// Changes are kept in groups: `undo()` undoes one whole group. With `groupsByEvent` (the default) a
/// group opens at the first registration and closes when the next input event reaches the window's
/// graph, or at `undo()`/`redo()`: Apple closes it at the end of the run-loop turn, which Finch makes
/// deterministic this way. What a handler registers while undoing goes to the redo stack, while redoing
/// to the undo stack; a registration made otherwise clears the redo stack.
///
/// Views that read `canUndo`, `undoActionName` and the others are evaluated again when they change
/// (the manager is observable, as an `@Observable` class is), and Apple's notifications are posted.
/// The manager lives on the main actor with the views that register with it. `@preconcurrency`: code in
/// Swift 5 mode (the course's view models) may call it from a class not marked for the main actor, as it
/// calls Apple's, with a warning at most; Swift 6 code must be on the main actor.
@preconcurrency @MainActor
open class UndoManager {
    /// One registered action: what it undoes is on `target`, held weakly (a target that went away has
    /// nothing left to undo; Finch's choice, pinned by `UndoManagerTests`).
    struct Action {
        weak var target: AnyObject?
        let perform: @MainActor (AnyObject) -> Void
    }

    /// A group of actions undone together, and the name the Undo command shows for it.
    final class Group {
        var actions: [Action] = []
        var actionName = ""
        let isAutomatic: Bool
        init(isAutomatic: Bool) { self.isAutomatic = isAutomatic }
    }

    private enum Mode { case normal, undoing, redoing }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups open now, outermost first (the automatic group, when open, is the first).
    private var openGroups: [Group] = []
    private var mode = Mode.normal
    private var registrationDisabledCount = 0
    private let registrar = ObservationRegistrar()
    /// Changes with every change of what the Undo and Redo commands would do (for observers).
    private var revision = 0

    /// Told of each change that makes a document more or less edited (the document controller's).
    package var changeObserver: ((UndoChange) -> Void)?

    /// Whether an event's registrations form one group, opened at the first one (true by default).
    open var groupsByEvent = true

    /// How many groups the undo stack keeps (the oldest go first); 0 keeps every one.
    open var levelsOfUndo = 0 {
        didSet { trim(&undoStack) }
    }

    public nonisolated init() {}

    // MARK: Reading

    /// Whether `undo()` would undo something.
    open var canUndo: Bool {
        observed()
        return !undoStack.isEmpty || pendingGroup?.actions.isEmpty == false
    }

    /// Whether `redo()` would redo something.
    open var canRedo: Bool {
        observed()
        return !redoStack.isEmpty
    }

    /// The name of the group `undo()` would undo ("" when unnamed or none).
    open var undoActionName: String {
        observed()
        if let pendingGroup, !pendingGroup.actions.isEmpty { return pendingGroup.actionName }
        return undoStack.last?.actionName ?? ""
    }

    /// The name of the group `redo()` would redo ("" when unnamed or none).
    open var redoActionName: String {
        observed()
        return redoStack.last?.actionName ?? ""
    }

    /// "Undo" followed by the action's name, as a menu item says it.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// "Redo" followed by the action's name, as a menu item says it.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// True while `undo()` runs its actions.
    open var isUndoing: Bool { mode == .undoing }

    /// True while `redo()` runs its actions.
    open var isRedoing: Bool { mode == .redoing }

    /// How many groups are open, the automatic one included.
    open var groupingLevel: Int { openGroups.count }

    /// Whether registrations are recorded (see `disableUndoRegistration()`).
    open var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }

    // MARK: Registering

    /// Records `handler`, to be called with `target` when the current group is undone.
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            // Apple raises when nothing is open and groupsByEvent is off; Finch drops the registration.
            guard groupsByEvent else { return }
            openGroups.append(Group(isAutomatic: true))
        }
        if mode == .normal, !redoStack.isEmpty { redoStack.removeAll() }
        let group = openGroups[openGroups.count - 1]
        let firstInTopLevel = openGroups.allSatisfy { $0.actions.isEmpty }
        group.actions.append(
            Action(target: target) { object in
                if let typed = object as? TargetType { handler(typed) }
            })
        changed()
        if firstInTopLevel, mode == .normal { changeObserver?(.done) }
    }

    /// Names the group being registered (or, with none open, the one `undo()` or, while undoing,
    /// `redo()` would take): the Undo command shows it.
    open func setActionName(_ actionName: String) {
        if let open = openGroups.last {
            open.actionName = actionName
        } else if mode == .undoing {
            redoStack.last?.actionName = actionName
        } else {
            undoStack.last?.actionName = actionName
        }
        changed()
    }

    /// Stops recording registrations until as many `enableUndoRegistration()` calls.
    open func disableUndoRegistration() { registrationDisabledCount += 1 }

    open func enableUndoRegistration() { registrationDisabledCount = max(0, registrationDisabledCount - 1) }

    // MARK: Grouping

    /// Opens a group: what is registered until the matching `endUndoGrouping()` is undone at once.
    open func beginUndoGrouping() {
        openGroups.append(Group(isAutomatic: false))
        changed()
    }

    /// Closes the innermost group. A nested group's actions join its parent's; a top-level group goes to
    /// the undo stack (the redo stack while undoing). Nothing open: nothing happens (Apple raises).
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if let parent = openGroups.last {
            parent.actions += group.actions
            if parent.actionName.isEmpty { parent.actionName = group.actionName }
        } else if !group.actions.isEmpty {
            if mode == .undoing {
                redoStack.append(group)
                trim(&redoStack)
            } else {
                undoStack.append(group)
                trim(&undoStack)
            }
        }
        changed()
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    /// Closes the automatic group an event's registrations opened, if it is the only one open: the
    /// window's graph calls this as each input event arrives.
    package func closeAutomaticGroup() {
        guard openGroups.count == 1, openGroups[0].isAutomatic else { return }
        endUndoGrouping()
    }

    // MARK: Undoing

    /// Undoes the last group (closing the automatic group first); what its actions register goes to the
    /// redo stack under the same name. Nothing happens while another group is open (Apple raises).
    open func undo() {
        closeAutomaticGroup()
        guard openGroups.isEmpty, mode == .normal, let group = undoStack.popLast() else { return }
        play(group, as: .undoing)
        changeObserver?(.undone)
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the group undone last; what it registers goes to the undo stack.
    open func redo() {
        closeAutomaticGroup()
        guard openGroups.isEmpty, mode == .normal, let group = redoStack.popLast() else { return }
        play(group, as: .redoing)
        changeObserver?(.redone)
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Runs a group's actions last first, in a group of their own that keeps the name.
    private func play(_ group: Group, as playMode: Mode) {
        mode = playMode
        let replay = Group(isAutomatic: false)
        replay.actionName = group.actionName
        openGroups.append(replay)
        for action in group.actions.reversed() {
            guard let target = action.target else { continue }
            action.perform(target)
        }
        // The handler may have named its own registration (EmojiArt's undoablyPerform does).
        endUndoGrouping()
        mode = .normal
        changed()
    }

    /// Forgets every group, open ones included.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        changed()
    }

    /// Forgets every action whose target is `target`, and the groups that leaves empty.
    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ groups: [Group]) -> [Group] {
            for group in groups { group.actions.removeAll { $0.target === target } }
            return groups.filter { !$0.actions.isEmpty }
        }
        undoStack = strip(undoStack)
        redoStack = strip(redoStack)
        for group in openGroups { group.actions.removeAll { $0.target === target } }
        changed()
    }

    // MARK: Helpers

    /// The open top-level group whose actions `undo()` would close and undo first.
    private var pendingGroup: Group? { openGroups.count == 1 && mode == .normal ? openGroups[0] : nil }

    private func trim(_ stack: inout [Group]) {
        guard levelsOfUndo > 0, stack.count > levelsOfUndo else { return }
        stack.removeFirst(stack.count - levelsOfUndo)
    }

    private func observed() {
        registrar.access(self, keyPath: \.revision)
    }

    private func changed() {
        registrar.withMutation(of: self, keyPath: \.revision) { revision &+= 1 }
    }
}

extension UndoManager: Observable {}

/// What an undo manager tells a document about a change (Apple's `NSDocument.ChangeType`).
package enum UndoChange: Sendable {
    /// A new group began recording an edit.
    case done
    /// A group was undone.
    case undone
    /// A group was redone.
    case redone
}

extension Notification.Name {
    /// Posted after an undo manager closed a group.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted after an undo manager undid a group.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted after an undo manager redid a group.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
}
