import Foundation

/// A proxy for one subview of a custom layout: measure it, read its guides, place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    /// The subview's position among its container's subviews, and where the container notes that the
    /// layout placed it (so unplaced ones can be centred afterwards).
    let index: Int
    let ledger: PlacementLedger
    /// True for a spacer, whose spacing is zero; any other subview's is standard.
    ///
    /// Read once, when the subview is made: a node is a spacer or not for its whole life (a spacer's
    /// node always reports a minimum length; wrappers and overlays report the child they hold in a
    /// `let`), and stacks ask every subview on every measurement and placement, where reading the
    /// node would cost a virtual call and a retain of the node per subview.
    let isSpacer: Bool

    @MainActor init(node: LayoutNode, index: Int, ledger: PlacementLedger) {
        self.node = node
        self.index = index
        self.ledger = ledger
        self.isSpacer = node.spacerMinLength != nil
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }

    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.guideDimensions(in: node.sizeThatFits(proposal))
    }

    @MainActor public var priority: Double { node.layoutPriority }

    @MainActor public var spacing: ViewSpacing {
        assert(isSpacer == (node.spacerMinLength != nil), "a node's spacer-ness never changes")
        return isSpacer ? .zero : .standard
    }

    @MainActor public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.layoutValue(key) ?? Key.defaultValue
    }

    /// Places the subview so that its `anchor` lands on `position` (window points).
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        var origin = position
        // The top-leading anchor (what stacks place by) moves nothing: no need to measure for it.
        if anchor.x != 0 || anchor.y != 0 {
            let size = node.sizeThatFits(proposal)
            origin = CGPoint(
                x: position.x - anchor.x * (size.width.isFinite ? size.width : 0),
                y: position.y - anchor.y * (size.height.isFinite ? size.height : 0))
        }
        node.place(at: origin, proposal: proposal)
        ledger.markPlaced(index)
    }

    /// Places the subview with its top-leading corner at `origin`, where `size` is what it answered
    /// for `proposal` (a stack measured it just before): it is not asked again.
    @MainActor func place(at origin: CGPoint, measured size: CGSize, proposal: ProposedViewSize) {
        node.place(at: origin, proposal: proposal, measured: size)
        ledger.markPlaced(index)
    }
}

/// Which subviews of one container the current `placeSubviews` pass placed, by index.
///
/// One per container, not one object per subview: each subview's entry holds the number of the last
/// pass that placed it, so beginning a pass touches no subview, and the ledger counts the subviews
/// placed, so after a pass that placed them all (every stack's) none needs to be looked at again.
@MainActor
final class PlacementLedger {
    // `@exclusivity(unchecked)`: hot main-actor state that no code accesses while another access to it
    // is open; the runtime checks would cost as much as the marking.
    @exclusivity(unchecked) private var placedInPass: [Int] = []
    @exclusivity(unchecked) private var pass = 0
    /// How many different subviews the current pass placed.
    @exclusivity(unchecked) private(set) var placedCount = 0

    /// Starts a pass over `count` subviews, none placed yet.
    func begin(count: Int) {
        pass += 1
        placedCount = 0
        if placedInPass.count != count { placedInPass = [Int](repeating: 0, count: count) }
    }

    func markPlaced(_ index: Int) {
        guard index >= 0, index < placedInPass.count, placedInPass[index] != pass else { return }
        placedInPass[index] = pass
        placedCount += 1
    }

    func wasPlaced(_ index: Int) -> Bool {
        index >= 0 && index < placedInPass.count && placedInPass[index] == pass
    }
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
    /// Finch's default: 8 pt on every edge (a `Spacer`'s default minimum length is also 8, in Apple's `Spacer.minLength` documentation).
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
