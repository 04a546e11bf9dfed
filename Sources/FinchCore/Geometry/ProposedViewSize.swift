import Foundation

/// A size a parent proposes to a child; `nil` in a dimension asks for the ideal size.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each `nil` dimension replaced, 10 pt by default as in SwiftUI.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }

    /// Cleans a proposal coming from user values: NaN becomes unspecified, negatives become zero.
    var sanitized: ProposedViewSize {
        ProposedViewSize(width: Self.sanitize(width), height: Self.sanitize(height))
    }

    @inline(__always)
    static func sanitize(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        // Written out (not `max`), because this runs on every size request.
        if value.isNaN { return nil }
        return value < 0 ? 0 : value
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }

    /// A size safe to lay out with: NaN and negative become zero, infinity stays.
    var sanitized: CGSize {
        CGSize(width: width.isNaN ? 0 : max(0, width), height: height.isNaN ? 0 : max(0, height))
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }
}

extension CGRect {
    /// Where the rectangle starts, its middle and where it ends along `axis`.
    func start(along axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func middle(along axis: Axis) -> CGFloat { axis == .horizontal ? midX : midY }
    func end(along axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}
