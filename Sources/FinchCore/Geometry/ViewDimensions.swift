import Foundation

/// A view's size and alignment guides, as given to `alignmentGuide` closures.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    /// Guide overrides from `alignmentGuide`, keyed by alignment id, per axis.
    let horizontalGuides: [ObjectIdentifier: CGFloat]
    /// Vertical overrides: `alignmentGuide` and text baselines.
    let verticalGuides: [ObjectIdentifier: CGFloat]

    /// One shared empty table, so dimensions without explicit guides allocate nothing.
    private static let noGuides: [ObjectIdentifier: CGFloat] = [:]

    init(size: CGSize) {
        self.init(size: size, horizontalGuides: Self.noGuides, verticalGuides: Self.noGuides)
    }

    init(
        size: CGSize,
        horizontalGuides: [ObjectIdentifier: CGFloat] = Self.noGuides,
        verticalGuides: [ObjectIdentifier: CGFloat] = Self.noGuides
    ) {
        self.width = size.width
        self.height = size.height
        self.horizontalGuides = horizontalGuides
        self.verticalGuides = verticalGuides
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        horizontalGuides[guide.id] ?? guide.defaultValue(self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        verticalGuides[guide.id] ?? guide.defaultValue(self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        horizontalGuides[guide.id]
    }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        verticalGuides[guide.id]
    }

    var size: CGSize { CGSize(width: width, height: height) }

    var hasExplicitGuides: Bool { !horizontalGuides.isEmpty || !verticalGuides.isEmpty }

    /// The same guides for a view of `size` whose content sits at `offset` inside it.
    func shifted(by offset: CGPoint, size: CGSize) -> ViewDimensions {
        ViewDimensions(
            size: size,
            horizontalGuides: horizontalGuides.mapValues { $0 + offset.x },
            verticalGuides: verticalGuides.mapValues { $0 + offset.y })
    }
}

/// Which explicit alignment guides a layout node's `dimensions(in:)` can report.
///
/// Layout asks a node for a guide through `LayoutNode.guide(_:in:)`, which skips `dimensions(in:)`
/// (a walk down wrappers, text measurement, a stack's baseline search) when the node cannot have
/// an explicit value for that guide, and uses the guide's default instead: the same answer, cheaply.
struct ExplicitGuides: OptionSet {
    let rawValue: UInt8

    /// The first and last text baselines (text, and stacks or wrappers containing text).
    static let textBaselines = ExplicitGuides(rawValue: 1)
    /// Any guide at all (`alignmentGuide`, whose closure must run whenever a guide is read).
    static let any = ExplicitGuides(rawValue: 2)

    func mayContain(_ guide: HorizontalAlignment) -> Bool { contains(.any) }

    func mayContain(_ guide: VerticalAlignment) -> Bool {
        contains(.any) || (guide.isTextBaseline && contains(.textBaselines))
    }
}
