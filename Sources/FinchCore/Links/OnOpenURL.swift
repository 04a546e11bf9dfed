import Foundation

/// `onOpenURL(perform:)`: keeps the handler in the modified view's node, where `ViewGraph.openURL(_:)`
/// finds it while the view is in the tree.
struct _OpenURLHandlerModifier: ViewModifier, PrimitiveModifier {
    let action: (URL) -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        // The latest closure: it may capture the view's current state.
        inputs.node[OpenURLHandler.self] = action
        return .concatenated(content(inputs))
    }
}

/// The handler an `onOpenURL` keeps in its node.
@MainActor
enum OpenURLHandler: NodeStorageKey {
    typealias Value = (URL) -> Void
}

extension View {
    /// Calls `action` with each URL the app is asked to open while this view is in a window: on Linux, a
    /// URL or file named on the command line that started the app (`app myapp://item/3`, `app notes.txt`),
    /// delivered once the window shows, as iOS delivers the URL a scene was opened with.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_OpenURLHandlerModifier(action: action))
    }

    /// Which external events this view's scene prefers and allows. Finch has one place to send a URL (its
    /// first window), so the sets only document the app's intent.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        self
    }
}

extension Scene {
    /// The external events (URLs) this scene handles, by a match of their strings. Finch sends every URL
    /// to its first window, so the set only documents the app's intent.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        self
    }
}

extension ViewGraph {
    /// Hands `url` to every `onOpenURL` handler of a view in this window, outermost first, as the app
    /// being asked to open it; false when none is there (the URL goes nowhere, as on iOS).
    ///
    /// Where SwiftUI sends a URL when several views in a scene handle one is not documented; Finch calls
    /// each of them once, outermost first (pinned by `OnOpenURLTests`).
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        var handlers: [(URL) -> Void] = []
        func collect(_ node: ViewNode) {
            if let handler = node[OpenURLHandler.self] { handlers.append(handler) }
            for child in node.children where child.isAttached && !child.isLeaving { collect(child) }
        }
        if let rootViewNodeIfAny { collect(rootViewNodeIfAny) }
        for handler in handlers { handler(url) }
        return !handlers.isEmpty
    }
}
