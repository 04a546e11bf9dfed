import Foundation

/// A view value seen through from the outside: the modifier a `ModifiedContent` applies and the view
/// under it, the view an `AnyView` erases, the branch an `if`/`else` took, an `Optional`'s view.
///
/// Several features read what a view value declares on its outside before it is built (a popover's
/// content asking for its compact adaptation, a list row that is a `NavigationLink` under modifiers,
/// the `.id`s a `.transition` is written over); they all walk values through this one conformance
/// instead of each keeping a protocol of its own on `ModifiedContent`.
@MainActor
protocol ViewValueLayer {
    /// The modifier this layer applies, if it is a modified view.
    var layerModifier: (any ViewModifier)? { get }
    /// The view under this layer (nil for an empty `Optional`).
    var viewUnderLayer: (any View)? { get }
}

/// A modified view type, seen through from its type alone (no value needed).
@MainActor
protocol ModifiedViewType {
    /// True when a modifier of type `type` is among this chain's modifiers.
    static func hasModifier(ofType type: Any.Type) -> Bool
}

extension ModifiedContent: ViewValueLayer where Content: View, Modifier: ViewModifier {
    var layerModifier: (any ViewModifier)? { modifier }
    var viewUnderLayer: (any View)? { content }
}

extension ModifiedContent: ModifiedViewType where Content: View, Modifier: ViewModifier {
    static func hasModifier(ofType type: Any.Type) -> Bool {
        Modifier.self == type || (Content.self as? any ModifiedViewType.Type)?.hasModifier(ofType: type) == true
    }
}

extension AnyView: ViewValueLayer {
    var layerModifier: (any ViewModifier)? { nil }
    var viewUnderLayer: (any View)? { view }
}

extension Optional: ViewValueLayer where Wrapped: View {
    var layerModifier: (any ViewModifier)? { nil }
    var viewUnderLayer: (any View)? { self }
}

extension _ConditionalContent: ViewValueLayer {
    var layerModifier: (any ViewModifier)? { nil }
    var viewUnderLayer: (any View)? {
        switch storage {
        case .trueContent(let content): content
        case .falseContent(let content): content
        }
    }
}

/// Walks view values through their `ViewValueLayer`s.
@MainActor
enum ViewModifierChain {
    /// Calls `visit` with each modifier on the outside of `view`, outermost first, through every layer;
    /// returns the view under them all (nil when an empty `Optional` ends the walk).
    @discardableResult
    static func forEachModifier(of view: any View, _ visit: (any ViewModifier) -> Void) -> (any View)? {
        var current: any View = view
        while let layer = current as? any ViewValueLayer {
            if let modifier = layer.layerModifier { visit(modifier) }
            guard let under = layer.viewUnderLayer else { return nil }
            current = under
        }
        return current
    }

    /// The outermost modifier of type `M` on the outside of `view`, if any.
    static func outermost<M: ViewModifier>(_ type: M.Type, in view: any View) -> M? {
        var found: M?
        forEachModifier(of: view) { modifier in
            if found == nil, let match = modifier as? M { found = match }
        }
        return found
    }

    /// The view under every layer of `view` (nil when an empty `Optional` is reached).
    static func innermostView(of view: any View) -> (any View)? {
        forEachModifier(of: view) { _ in }
    }
}
