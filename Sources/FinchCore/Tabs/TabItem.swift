import Foundation

extension View {
    /// What this view's tab shows in a `TabView`'s tab bar: usually a `Label` (its icon over its
    /// title), or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TraitModifier(trait: .tabItem(AnyView(label()))))
    }

    /// A count on this view's tab in the tab bar, as a red badge, or at the end of its list row (0 shows
    /// none; `.badgeProminence` chooses the row's look).
    public func badge(_ count: Int) -> some View {
        modifier(_TraitModifier(trait: .badge(count == 0 ? nil : Text("\(count)"))))
    }

    /// A label on this view's tab in the tab bar, as a red badge, or at the end of its list row (nil shows
    /// none).
    public func badge(_ label: Text?) -> some View {
        modifier(_TraitModifier(trait: .badge(label)))
    }

    /// A badge whose text is a localisation key (a string literal, looked up as `Text`'s key is); nil
    /// shows none.
    public func badge(_ key: LocalizedStringKey?) -> ModifiedContent<Self, _TraitModifier> {
        modifier(_TraitModifier(trait: .badge(key.map { Text($0) })))
    }

    /// A badge showing a string as it is (a `String` value; a literal is a key); nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedContent<Self, _TraitModifier> {
        modifier(_TraitModifier(trait: .badge(label.map { Text(String($0)) })))
    }
}
