import Foundation

/// A type-erased layout, as SwiftUI's `AnyLayout`: `let layout = isWide ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout())`, then `layout { … }`.
///
/// Whichever layout it holds, the container is the same view, so its children keep their identity
/// (their state, and no disappearing and appearing) when the layout changes, where `if isWide { HStack
/// { … } } else { VStack { … } }` would make new ones. The new layout is given a new cache; spacers
/// inside follow the held layout's axis.
public struct AnyLayout: Layout {
    /// The held layout's cache (SwiftUI's type is opaque too).
    public struct Cache {
        fileprivate var value: Any
    }

    fileprivate let storage: AnyLayoutStorage

    public init<L: Layout>(_ layout: L) {
        storage = TypedLayoutStorage(layout)
    }

    /// The held layout's stack axis (`layoutProperties` is per type; this is per value).
    var stackOrientation: Axis? { storage.stackOrientation }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: storage.makeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache.value, subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}

extension AnyLayout: GraphComparable {
    /// The same layout type with an equal value: the container keeps its cache and sizes.
    func isGraphEqual(to other: AnyLayout) -> Bool {
        storage === other.storage || storage.holdsEqual(other.storage)
    }
}

/// The held layout, behind a class so `AnyLayout` is one type whatever it holds.
@MainActor
private class AnyLayoutStorage {
    var stackOrientation: Axis? { nil }
    func holdsEqual(_ other: AnyLayoutStorage) -> Bool { false }
    func makeCache(subviews: LayoutSubviews) -> Any { () }
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {}
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {}
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing { .zero }
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? { nil }
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? { nil }
}

@MainActor
private final class TypedLayoutStorage<L: Layout>: AnyLayoutStorage {
    let layout: L

    init(_ layout: L) {
        self.layout = layout
    }

    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    override func holdsEqual(_ other: AnyLayoutStorage) -> Bool {
        guard let other = other as? TypedLayoutStorage<L> else { return false }
        return ValueEquality.areEqual(typed: layout, other.layout)
    }

    /// The cache as `L`'s, made afresh when it is not (a cache another layout made).
    private func withCache<R>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }

    override func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    override func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        withCache(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withCache(&cache, subviews: subviews) {
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
    ) {
        withCache(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? {
        withCache(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    override func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? {
        withCache(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
