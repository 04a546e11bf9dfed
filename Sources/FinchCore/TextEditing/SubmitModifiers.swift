import Foundation

/// What submits: Return in a text field (`.text`) or a search field (`.search`), as SwiftUI's
/// `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The label of the Return key on an on-screen keyboard, as SwiftUI's `SubmitLabel`. Linux keyboards
/// have no such key label; Finch keeps the value so the code compiles and reads the same.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The `onSubmit` actions around a view, innermost first.
struct SubmitActions {
    var actions: [(triggers: SubmitTriggers, action: @MainActor () -> Void)] = []

    @MainActor func run(_ trigger: SubmitTriggers) {
        for entry in actions.reversed() where !entry.triggers.isDisjoint(with: trigger) { entry.action() }
    }
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: SubmitActions { SubmitActions() }
}

private struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
}

extension EnvironmentValues {
    var submitActions: SubmitActions {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the user submits a text field in this view (Return). Nested `onSubmit`s all
    /// run, innermost first (Finch's choice; SwiftUI documents no order).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.actions.append((triggers, action)) }
    }

    /// The Return key's label on an on-screen keyboard (kept; Linux keyboards show none).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }

    /// Stops `onSubmit` actions around this view from running for submissions inside it.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { if isBlocking { $0.actions.removeAll() } }
    }
}
