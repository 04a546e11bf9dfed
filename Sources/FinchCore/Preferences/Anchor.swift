import Foundation

/// A geometric value of a view (its bounds, a point in it) that another view resolves in its own
/// coordinate space, as SwiftUI's `Anchor`: made by `anchorPreference`, read with `GeometryProxy`'s
/// subscript.
///
/// It refers to where the view is, not to a number: where the view is drawn in the window (its frame
/// through the geometry effects above it) is kept by its layout node at each placement
/// (`AnchorGeometry`), so a geometry reader resolving it after the view was placed sees this layout's
/// frame, and builds again when the view moves.
public struct Anchor<Value>: Sendable {
    let geometry: AnchorGeometry
    let source: Source

    /// What to take from the view's frame: `.bounds`, a rectangle or a point in it.
    public struct Source: Sendable {
        /// What this source takes, for equality (closures cannot be compared).
        let kind: AnchorSourceKind
        /// The value from the view as placed in the space it is resolved in: a rectangle of the view is
        /// the box around it there, a point is where it lands.
        private let value: @Sendable (ViewPlacement) -> Value

        init(kind: AnchorSourceKind, value: @escaping @Sendable (ViewPlacement) -> Value) {
            self.kind = kind
            self.value = value
        }

        /// Each source's value, in order.
        public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
            kind = .array(array.map(\.kind))
            value = { placement in array.map { $0.resolve(placement) } }
        }

        /// The source's value, or nil without one.
        public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
            kind = .optional(anchor?.kind)
            value = { placement in anchor?.resolve(placement) }
        }

        /// The value of a view placed so in the space it is resolved in.
        func resolve(_ placement: ViewPlacement) -> Value {
            value(placement)
        }

        /// The value of a view laid out at `frame` in that space, with no effect between them.
        func resolve(_ frame: CGRect) -> Value {
            value(ViewPlacement(frame: frame))
        }
    }
}

/// Two anchors are equal when they take the same thing from the same view: then they resolve to the
/// same value wherever they are resolved.
extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.geometry === rhs.geometry && lhs.source.kind == rhs.source.kind
    }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(geometry))
        hasher.combine(source.kind)
    }
}

/// What an anchor's source takes from a view's frame (its local coordinates for rectangles and points).
indirect enum AnchorSourceKind: Hashable, Sendable {
    case bounds
    case rect(CGRect)
    case point(CGPoint)
    case unitPoint(UnitPoint)
    case array([AnchorSourceKind])
    case optional(AnchorSourceKind?)
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Self { Self(kind: .bounds) { $0.frame } }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Self {
        Self(kind: .rect(rect)) { $0.rect(rect) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Self {
        Self(kind: .point(point)) { $0.point(point) }
    }

    /// The point at a fraction of the view's size (`.center` is (0.5, 0.5)).
    public static func unitPoint(_ point: UnitPoint) -> Self {
        Self(kind: .unitPoint(point)) { placement in
            placement.point(CGPoint(x: point.x * placement.size.width, y: point.y * placement.size.height))
        }
    }

    public static var topLeading: Self { unitPoint(.topLeading) }
    public static var top: Self { unitPoint(.top) }
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    public static var leading: Self { unitPoint(.leading) }
    public static var center: Self { unitPoint(.center) }
    public static var trailing: Self { unitPoint(.trailing) }
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    public static var bottom: Self { unitPoint(.bottom) }
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}
