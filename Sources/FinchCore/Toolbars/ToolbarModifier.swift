import Foundation

extension View {
    /// Puts `content`'s items in the bars of the page this view is in.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(entries: content().entries))
    }

    /// Puts `content`'s views at the trailing end of the navigation bar, as SwiftUI does on iOS.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(
            _ToolbarModifier(
                entries: ToolbarItem(placement: .automatic) {
                    HStack(spacing: ToolbarMetrics.itemSpacing) { content() }
                }.entries))
    }

    /// Shows or hides bars of the page this view is in (`.toolbar(.hidden, for: .navigationBar)`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden
        let options =
            bars.contains { $0.bar == .navigationBar || $0.bar == .automatic }
            ? NavigationPageOptions(hidesBar: hides) : NavigationPageOptions()
        return preference(key: NavigationPageOptionsKey.self, value: options)
    }

    /// Hides the navigation bar of the page this view is in (the iOS 13 spelling).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        preference(key: NavigationPageOptionsKey.self, value: NavigationPageOptions(hidesBar: hidden))
    }
}

/// Registers its items with the page's toolbar while its view is in the tree; they leave with it.
struct _ToolbarModifier: ViewModifier, PrimitiveModifier {
    let entries: [ToolbarEntry]

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        if let store = inputs.environment.toolbarStore {
            let owner = ObjectIdentifier(node)
            if node[Registered.self] == nil {
                node[Registered.self] = true
                node.addTeardownAction { [weak store] in store?.set([], for: owner) }
            }
            store.set(Self.entries(entries, declaredIn: inputs.environment), for: owner)
        }
        return .concatenated(content(inputs))
    }

    /// The items with the edit mode of the view that declared them: SwiftUI's bar items inherit the
    /// declaring view's environment, so an `EditButton` in the bar toggles the binding set with
    /// `.environment(\.editMode, $mode)` around the list (CS193p 2020's document chooser), not the page's.
    private static func entries(_ entries: [ToolbarEntry], declaredIn environment: EnvironmentValues) -> [ToolbarEntry]
    {
        guard let editMode = environment.editMode else { return entries }
        return entries.map {
            ToolbarEntry(placement: $0.placement, content: AnyView($0.content.environment(\.editMode, editMode)))
        }
    }

    /// Set once the teardown that takes the items away is in place.
    private enum Registered: NodeStorageKey {
        typealias Value = Bool
    }
}
