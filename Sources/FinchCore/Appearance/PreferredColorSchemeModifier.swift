/// `preferredColorScheme(_:)`: asks the window to draw in `scheme` (nil: the system's) while the view is
/// in the tree.
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let scheme: ColorScheme?

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let graph = node.graph
        let id = ObjectIdentifier(node)
        if node[ColorSchemeRequestMark.self] == nil {
            node[ColorSchemeRequestMark.self] = true
            // The next update applies what is left (`performUpdate`).
            node.addTeardownAction { [weak graph] in graph?.colorSchemes.remove(id) }
        }
        graph.colorSchemes.set(scheme, for: id)
        return .concatenated(content(inputs))
    }
}

/// Marks a node whose colour-scheme request is registered (so its teardown is added once).
private enum ColorSchemeRequestMark: NodeStorageKey {
    typealias Value = Bool
}

extension View {
    /// Draws the whole window in `colorScheme` while this view is shown (nil: follow the system), as on iOS.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme))
    }
}

extension ViewGraph {
    /// The desktop's colour scheme, set by the host (the GTK window follows the desktop's setting; a
    /// headless window takes it as an option). A `preferredColorScheme` in the tree overrides it.
    public var systemColorScheme: ColorScheme {
        get { colorSchemes.system }
        set {
            colorSchemes.system = newValue
            applyColorScheme()
        }
    }

    /// The colour the window is cleared to under the views: iOS's `systemBackground`.
    public var windowBackground: RGBA {
        environment.colorScheme == .dark ? .black : .white
    }

    /// Puts the effective scheme into the root environment when it changed (which re-evaluates the tree).
    func applyColorScheme() {
        let effective = colorSchemes.effective
        if environment.colorScheme != effective { environment.colorScheme = effective }
    }
}
