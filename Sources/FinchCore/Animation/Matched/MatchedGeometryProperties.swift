import Foundation

/// Which parts of a view's frame `matchedGeometryEffect` takes from the matched view.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The anchor point's position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both: the whole frame.
    public static let frame: MatchedGeometryProperties = [.position, .size]

    /// `own` given what this option set takes from `matched`: the matched size for `.size`; for
    /// `.position`, placed so its `anchor` point is the matched frame's, else where `own`'s is.
    func rect(_ own: CGRect, matching matched: CGRect, anchor: UnitPoint) -> CGRect {
        let size = contains(.size) ? matched.size : own.size
        let point = anchor.point(in: contains(.position) ? matched : own)
        return CGRect(
            x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
            width: size.width, height: size.height)
    }
}
