import Foundation

/// A type whose value is the default position of an alignment guide in a view.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide along the horizontal axis: leading, center, trailing, or a custom one.
// A metatype is immutable, so sharing one across threads is safe.
public struct HorizontalAlignment: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let guide: any AlignmentID.Type

    public init(_ id: any AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        self.guide = id
    }

    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { guide.defaultValue(in: dimensions) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HorizontalCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
}

/// A guide along the vertical axis: top, center, bottom, baselines, or a custom one.
// A metatype is immutable, so sharing one across threads is safe.
public struct VerticalAlignment: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let guide: any AlignmentID.Type
    public init(_ id: any AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        self.guide = id
    }

    /// True for the first and last text baselines, the only guides text and stacks report explicitly.
    var isTextBaseline: Bool {
        id == ObjectIdentifier(FirstBaselineID.self) || id == ObjectIdentifier(LastBaselineID.self)
    }

    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { guide.defaultValue(in: dimensions) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VerticalCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}

/// A pair of horizontal and vertical guides, as `ZStack`, `frame` and `overlay` take.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

enum LeadingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum FirstBaselineID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum LastBaselineID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
