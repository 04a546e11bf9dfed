import FinchCore
import Foundation

/// UIKit's control: it sends its actions for the events a person's use of it makes (`addAction(_:for:)`,
/// iOS 14's form). Target–selector pairs (`addTarget(_:action:for:)`) are kept but cannot be sent on Linux,
/// which has no Objective-C runtime to call a method by its name: sending one warns once, naming it.
@MainActor
open class UIControl: UIView {
    /// What a control is doing, for the looks it keeps per state (a button's titles).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends actions for, with UIKit's values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var isSelected = false { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { setNeedsDisplay() } }
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center { didSet { setNeedsDisplay() } }
    open var contentVerticalAlignment = ContentVerticalAlignment.center { didSet { setNeedsDisplay() } }

    /// The state its looks follow.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(action: UIAction, events: Event)] = []
    /// Target–selector pairs; the target is held weakly, as UIKit holds it (a coordinator that owns the
    /// control is no cycle).
    private var targets: [(target: WeakTarget, selector: Selector, events: Event)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control whose primary action (a button's tap) runs `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(where: { $0 === action }, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(where: { $0.identifier == actionIdentifier }, for: controlEvents)
    }

    private func removeActions(where matches: (UIAction) -> Bool, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard matches(entry.action) else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Keeps the pair; it cannot be sent on Linux (see the type's comment).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((WeakTarget(target as AnyObject?), action, controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { entry in
            let sameTarget = target == nil || entry.target.object === target as AnyObject?
            return sameTarget && (action == nil || entry.selector == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    open var allTargets: Set<AnyHashable> {
        Set(targets.compactMap { $0.target.object.map { AnyHashable(ObjectIdentifier($0)) } })
    }

    open var allControlEvents: Event {
        (actions.map(\.events) + targets.map(\.events)).reduce(Event()) { $0.union($1) }
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
        for entry in targets where !entry.events.isDisjoint(with: controlEvents) {
            UnsendableSelector.warn(entry.selector, from: "\(type(of: self))")
        }
    }

    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// What a tap on the control does: UIKit's touch-down, touch-up-inside and primary-action events.
    func tapped() {
        sendActions(for: [.touchDown, .touchUpInside, .primaryActionTriggered])
    }
}

/// A target held weakly.
struct WeakTarget {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}

/// The warning that a selector cannot be sent on Linux, once per selector for the process.
@MainActor
enum UnsendableSelector {
    private static var warned: Set<Selector> = []

    static func warn(_ selector: Selector, from sender: String) {
        guard warned.insert(selector).inserted else { return }
        FileHandle.standardError.write(
            Data(
                ("Finch: \(sender) cannot send \"\(selector)\": Linux has no Objective-C runtime to call a method "
                    + "by its name; use a UIAction instead\n").utf8))
    }
}
