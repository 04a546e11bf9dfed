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
            store.set(entries.map { $0.scoped(to: inputs.environment) }, for: owner)
        }
        return .concatenated(content(inputs))
    }

    /// Set once the teardown that takes the items away is in place.
    private enum Registered: NodeStorageKey {
        typealias Value = Bool
    }
}

extension ToolbarEntry {
    /// The entry with the edit mode of the place its `.toolbar` is written: SwiftUI gives toolbar items
    /// the environment of the view that declares them, so an `EditButton` in a list's toolbar edits
    /// the list whose `.environment(\.editMode, $mode)` is applied outside the `.toolbar` (CS193p's
    /// palette manager), not the page's own edit mode.
    /// Where the declaring view has no edit mode, the entry keeps the page's.
    @MainActor func scoped(to environment: EnvironmentValues) -> ToolbarEntry {
        guard let editMode = environment.editMode else { return self }
        return ToolbarEntry(placement: placement, content: AnyView(content.environment(\.editMode, editMode)))
    }
}
