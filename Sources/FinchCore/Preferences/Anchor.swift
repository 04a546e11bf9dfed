import Foundation

/// A geometric value of a view (its bounds, a point in it) that another view resolves in its own
/// coordinate space, as SwiftUI's `Anchor`: made by `anchorPreference`, read with `GeometryProxy`'s
/// subscript.
///
/// It refers to where the view is, not to a number: the view's window frame is kept by its layout
/// node at each placement (`AnchorGeometry`), so a geometry reader resolving it after the view was
/// placed sees this layout's frame, and builds again when the view moves.
public struct Anchor<Value>: Sendable {
    let geometry: AnchorGeometry
    let source: Source

    /// What to take from the view's frame: `.bounds`, a rectangle or a point in it.
    public struct Source: Sendable {
        /// What this source takes, for equality (closures cannot be compared).
        let kind: AnchorSourceKind
        /// The value from the view's frame, expressed in the space it is resolved in.
        let resolve: @Sendable (CGRect) -> Value

        init(kind: AnchorSourceKind, resolve: @escaping @Sendable (CGRect) -> Value) {
            self.kind = kind
            self.resolve = resolve
        }

        /// Each source's value, in order.
        public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
            kind = .array(array.map(\.kind))
            resolve = { frame in array.map { $0.resolve(frame) } }
        }

        /// The source's value, or nil without one.
        public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
            kind = .optional(anchor?.kind)
            resolve = { frame in anchor?.resolve(frame) }
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
    public static var bounds: Self { Self(kind: .bounds) { $0 } }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Self {
        Self(kind: .rect(rect)) { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Self {
        Self(kind: .point(point)) { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }

    /// The point at a fraction of the view's size (`.center` is (0.5, 0.5)).
    public static func unitPoint(_ point: UnitPoint) -> Self {
        Self(kind: .unitPoint(point)) { frame in
            CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height)
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
