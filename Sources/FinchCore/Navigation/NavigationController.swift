import Foundation

/// What a navigation stack gives the views inside it: a way to push a page and to pop back. One per
/// stack for its whole life (made when the stack is first linked, `@OwnedObject`), so the environment
/// holding it compares equal from one evaluation to the next. Counted in its graph's census.
@MainActor
final class NavigationController {
    /// Set by the stack on each evaluation: they write its `@State` or its path.
    var pushPage: (AnyView, (@MainActor () -> Void)?) -> AnyHashable = { _, _ in AnyHashable(0) }
    var removePage: (AnyHashable) -> Void = { _ in }
    var pushValue: (AnyHashable) -> Void = { _ in }
    var popPage: () -> Void = {}
    /// How to show a value's page, by the value's type (`.navigationDestination(for:)`).
    private var destinations: [ObjectIdentifier: (Any) -> AnyView?] = [:]
    private var reportedMissing: Set<ObjectIdentifier> = []

    private let census: NodeCensus?

    init() {
        census = NodeCensus.attributing(.navigationController)
        census?.made(.navigationController)
    }

    deinit {
        census?.freed(.navigationController)
    }

    /// Pushes `destination` as a new page, sliding in from the trailing edge.
    func push(_ destination: AnyView) {
        _ = pushPage(destination, nil)
    }

    /// Pushes `destination`, telling `onPop` when the stack pops it; returns the page's identity.
    func push(_ destination: AnyView, onPop: @escaping @MainActor () -> Void) -> AnyHashable {
        pushPage(destination, onPop)
    }

    /// Removes the page pushed as `id`, and those above it.
    func remove(page id: AnyHashable) {
        removePage(id)
    }

    /// Pushes a page for `value`, made by the destination registered for its type.
    func push(value: AnyHashable) {
        pushValue(value)
    }

    /// Pops the top page.
    func pop() {
        popPage()
    }

    /// Whether the stack shows a page above its root (set on each evaluation).
    var canPop = false

    /// Pops the top page if there is one above the root; false when there is none.
    func popIfPossible() -> Bool {
        guard canPop else { return false }
        popPage()
        return true
    }

    /// Registers how to show values of type `type`; the first registration of a type stands.
    func register(_ type: Any.Type, destination: @escaping (Any) -> AnyView?) {
        let key = ObjectIdentifier(type)
        if destinations[key] == nil { destinations[key] = destination }
    }

    /// The page for `value`, or nil when no destination shows its type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(Swift.type(of: value.base))]?(value.base)
    }

    /// Says once per type, on standard error, that a value has no destination (SwiftUI logs it too).
    func reportMissingDestination(for value: AnyHashable) {
        let key = ObjectIdentifier(Swift.type(of: value.base))
        guard !reportedMissing.contains(key) else { return }
        reportedMissing.insert(key)
        FileHandle.standardError.write(
            Data(
                ("Finch: a NavigationLink presents a value of type \(Swift.type(of: value.base)), but there is no "
                    + "matching navigationDestination declaration visible from the stack.\n").utf8))
    }
}

private struct NavigationControllerKey: EnvironmentKey {
    static var defaultValue: NavigationController? { nil }
}

extension EnvironmentValues {
    /// The navigation stack this view is in, if any.
    var navigationController: NavigationController? {
        get { self[NavigationControllerKey.self] }
        set { self[NavigationControllerKey.self] = newValue }
    }
}
