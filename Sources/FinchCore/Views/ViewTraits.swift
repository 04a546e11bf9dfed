import Foundation

/// What a container learns about each of its children: the values that `.tag`, `.tabItem`, `.badge`
/// and the list-row modifiers attach (SwiftUI's view traits). Read from the child's own graph nodes
/// once it is built (`ViewNode.elementTraits`, `ViewListReader`); where a container must know before
/// building (a list's keyboard moving past rows not built yet), from the modifiers on the child's value.
@MainActor
struct ViewTraits {
    var tag: AnyHashable?
    var tabItem: AnyView?
    var badge: Text?
    /// A list row's insets (`.listRowInsets`), its swipe actions, whether it may be deleted or moved.
    var listRowInsets: EdgeInsets?
    var leadingSwipeActions: SwipeActions?
    var trailingSwipeActions: SwipeActions?
    var deleteDisabled = false
    var moveDisabled = false
    /// A section's separators (`.listSectionSeparator`), at the top and bottom.
    var sectionSeparator: (visibility: Visibility, edges: VerticalEdge.Set)?
    /// A section's own spacing from its neighbours (`.listSectionSpacing` on the section).
    var sectionSpacing: ListSectionSpacing?
    /// How a list row draws its badge (`.badgeProminence` on the row or its section).
    var badgeProminence: BadgeProminence?
}

/// A modifier that sets a trait and changes nothing else.
@MainActor
protocol ViewTraitModifier {
    func apply(to traits: inout ViewTraits)
}

/// A view whose traits can be read: a modified view.
@MainActor
protocol ViewTraitCarrier {
    var traits: ViewTraits { get }
    /// The traits, starting from `base`'s answer for the innermost unmodified view.
    func traits(base: (any View) -> ViewTraits) -> ViewTraits
}

extension ModifiedContent: ViewTraitCarrier where Content: View, Modifier: ViewModifier {
    /// The content's traits, then this modifier's over them (the outermost setting wins).
    var traits: ViewTraits { traits { _ in ViewTraits() } }

    func traits(base: (any View) -> ViewTraits) -> ViewTraits {
        var traits = (content as? any ViewTraitCarrier)?.traits(base: base) ?? base(content)
        (modifier as? any ViewTraitModifier)?.apply(to: &traits)
        return traits
    }
}

extension View {
    /// This view's traits (none for a view without trait modifiers).
    var viewTraits: ViewTraits {
        (self as? any ViewTraitCarrier)?.traits ?? ViewTraits()
    }

    /// Tags this view with `tag`: the value a `TabView` or `Picker` selection takes to choose it.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TraitModifier> {
        modifier(_TraitModifier(trait: .tag(AnyHashable(tag))))
    }
}

/// Sets a trait; draws its content unchanged.
public struct _TraitModifier: ViewModifier, PrimitiveModifier, ViewTraitModifier {
    enum Trait {
        case tag(AnyHashable)
        case tabItem(AnyView)
        case badge(Text?)
        case listRowInsets(EdgeInsets?)
        case swipeActions(SwipeActions, edge: HorizontalEdge)
        case deleteDisabled(Bool)
        case moveDisabled(Bool)
        case sectionSeparator(Visibility, VerticalEdge.Set)
        case sectionSpacing(ListSectionSpacing)
        case badgeProminence(BadgeProminence)
    }

    let trait: Trait

    public func body(content: Content) -> Never { fatalBody() }

    func apply(to traits: inout ViewTraits) {
        switch trait {
        case .tag(let tag): traits.tag = tag
        case .tabItem(let item): traits.tabItem = item
        case .badge(let badge): traits.badge = badge
        case .listRowInsets(let insets): traits.listRowInsets = insets
        case .swipeActions(let actions, let edge):
            if edge == .leading { traits.leadingSwipeActions = actions } else { traits.trailingSwipeActions = actions }
        case .deleteDisabled(let disabled): traits.deleteDisabled = disabled
        case .moveDisabled(let disabled): traits.moveDisabled = disabled
        case .sectionSeparator(let visibility, let edges): traits.sectionSeparator = (visibility, edges)
        case .sectionSpacing(let spacing): traits.sectionSpacing = spacing
        case .badgeProminence(let prominence): traits.badgeProminence = prominence
        }
    }

    /// Keeps the trait in the modified view's node, where a container reading its elements finds it;
    /// a trait set again (its view changed) has that container read its elements again.
    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let wasSet = node[ElementTrait.self] != nil
        node[ElementTrait.self] = trait
        let made = content(inputs)
        if wasSet { node.elementTraitChanged() }
        return .concatenated(made)
    }
}
