import Foundation

/// A description of one column of a `LazyVGrid` or one row of a `LazyHGrid`: its size, the spacing
/// after it, and how cells sit in it.
public struct GridItem: Sendable, Hashable {
    /// How a grid item's length is worked out from the space the grid has.
    public enum Size: Sendable, Hashable {
        /// Exactly this length, whatever space there is.
        case fixed(CGFloat)
        /// One track taking its share of the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in this item's share of the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The length rule of the item.
    public var size: Size
    /// The gap after this item, before the next one (nil: the default 8 pt).
    public var spacing: CGFloat?
    /// How a cell is placed in this item's space (nil: centred).
    public var alignment: Alignment?

    /// An item of `size`, followed by `spacing`, its cells placed by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
