import Foundation

/// A proxy for one subview of a custom layout: measure it, read its guides, place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    /// Set when the layout places this subview, so unplaced ones can be centred afterwards.
    let placement: PlacementRecord

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }

    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.guideDimensions(in: node.sizeThatFits(proposal))
    }

    @MainActor public var priority: Double { node.layoutPriority }

    @MainActor public var spacing: ViewSpacing {
        node.spacerMinLength == nil ? .standard : .zero
    }

    @MainActor public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.layoutValue(key) ?? Key.defaultValue
    }

    /// Places the subview so that its `anchor` lands on `position` (window points).
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(
            x: position.x - anchor.x * (size.width.isFinite ? size.width : 0),
            y: position.y - anchor.y * (size.height.isFinite ? size.height : 0))
        node.place(at: origin, proposal: proposal)
        placement.placed = true
    }
}

/// Whether a subview was placed during the current `placeSubviews` pass.
@MainActor
final class PlacementRecord {
    var placed = false
}

/// The subviews of a custom layout, in declaration order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    var storage: [LayoutSubview]

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    public subscript(index: Int) -> LayoutSubview { storage[index] }
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// A key for values a subview passes to its custom layout with `layoutValue(key:value:)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A view's preferred spacing to its neighbours on each edge.
public struct ViewSpacing: Sendable, Equatable {
    var edges: EdgeInsets

    public static let zero = ViewSpacing(edges: EdgeInsets())
    /// Finch's default: 8 pt on every edge (swiftui-semantics.md §1).
    static let standard = ViewSpacing(edges: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))

    public init() { self = .standard }
    init(edges: EdgeInsets) { self.edges = edges }

    /// The gap between this view and `next` along `axis`: the larger of the two preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(edges.trailing, next.edges.leading) : max(edges.bottom, next.edges.top)
    }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { self.edges.top = max(self.edges.top, other.edges.top) }
        if edges.contains(.leading) { self.edges.leading = max(self.edges.leading, other.edges.leading) }
        if edges.contains(.bottom) { self.edges.bottom = max(self.edges.bottom, other.edges.bottom) }
        if edges.contains(.trailing) { self.edges.trailing = max(self.edges.trailing, other.edges.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}
