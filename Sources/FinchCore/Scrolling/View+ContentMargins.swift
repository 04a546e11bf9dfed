import Foundation

extension View {
    /// Insets the content (and with `.automatic` the indicators) of the scroll views inside by `length`
    /// along `edges`, as SwiftUI's `.contentMargins(_:_:for:)`: the content starts inside the margin
    /// and scrolls under it. Finch's scroll views have no margins of their own, so nil is 0.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        contentMargins(edges, insets: { $0.setting(edges, to: length ?? 0) }, key: length, placement: placement)
    }

    /// The margins along `edges` taken from `insets`.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let change: @Sendable (EdgeInsets) -> EdgeInsets = { margins in
            var result = margins
            if edges.contains(.top) { result = result.setting(.top, to: insets.top) }
            if edges.contains(.leading) { result = result.setting(.leading, to: insets.leading) }
            if edges.contains(.bottom) { result = result.setting(.bottom, to: insets.bottom) }
            if edges.contains(.trailing) { result = result.setting(.trailing, to: insets.trailing) }
            return result
        }
        return contentMargins(edges, insets: change, key: insets, placement: placement)
    }

    /// `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    private func contentMargins<Key: Hashable>(
        _ edges: Edge.Set, insets: @escaping @Sendable (EdgeInsets) -> EdgeInsets, key: Key,
        placement: ContentMarginPlacement
    ) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("contentMargins", edges.rawValue, key, placement)) { environment in
            if placement.insetsContent { environment.scrollContentMargins = insets(environment.scrollContentMargins) }
            if placement.insetsIndicators {
                environment.scrollIndicatorMargins = insets(environment.scrollIndicatorMargins)
            }
        }
    }
}
