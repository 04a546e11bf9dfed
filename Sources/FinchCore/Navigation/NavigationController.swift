import Foundation

/// What a navigation stack gives the views inside it: a way to push a page and to pop back. One per
/// stack for its whole life (kept in its `@State`), so the environment holding it compares equal
/// from one evaluation to the next.
@MainActor
final class NavigationController {
    /// Set by the stack on each evaluation: they write its `@State`.
    var pushPage: (AnyView) -> Void = { _ in }
    var popPage: () -> Void = {}

    nonisolated init() {}

    /// Pushes `destination` as a new page, sliding in from the trailing edge.
    func push(_ destination: AnyView) {
        pushPage(destination)
    }

    /// Pops the top page.
    func pop() {
        popPage()
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
