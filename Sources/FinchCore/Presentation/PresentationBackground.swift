import Foundation

/// What a sheet's content asked to be drawn behind it (`presentationBackground`), compared by value so
/// that the sheet's container is told only when it changes.
struct SheetBackground: Equatable {
    let view: AnyView

    /// Preferences are compared on the main actor, where views are built.
    static func == (lhs: Self, rhs: Self) -> Bool {
        MainActor.assumeIsolated { ValueEquality.areEqual(typed: lhs.view, rhs.view) }
    }
}

/// Carries `presentationBackground` up to the sheet's container; the innermost wins.
struct SheetBackgroundKey: PreferenceKey {
    static let defaultValue: SheetBackground? = nil

    static func reduce(value: inout SheetBackground?, nextValue: () -> SheetBackground?) {
        if let next = nextValue() { value = next }
    }
}

/// Carries `presentationCornerRadius` up to the sheet's container; the innermost that sets one wins
/// (nil, the system's radius, sets none).
struct SheetCornerRadiusKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil

    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        if let next = nextValue() { value = next }
    }
}

extension View {
    /// Fills the card of the sheet this view is in with `style` instead of the system background (a
    /// material blurs what is behind the card, as `.background(_:)` draws it).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        preference(key: SheetBackgroundKey.self, value: SheetBackground(view: AnyView(Color.clear.background(style))))
    }

    /// Draws `content` behind the sheet this view is in, in place of the system background, placed in the
    /// card by `alignment`.
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = Color.clear.overlay(alignment: alignment) { content() }
        return preference(key: SheetBackgroundKey.self, value: SheetBackground(view: AnyView(background)))
    }

    /// Rounds the corners of the sheet this view is in by `cornerRadius` points; nil keeps the system's (10
    /// points in Finch, as a sheet on a phone).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        preference(key: SheetCornerRadiusKey.self, value: cornerRadius.map { max(0, $0.isFinite ? $0 : 0) })
    }
}
