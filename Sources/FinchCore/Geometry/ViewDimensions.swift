import Foundation

/// A view's size and alignment guides, as given to `alignmentGuide` closures.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    /// Guide overrides from `alignmentGuide` and text baselines, keyed by alignment id.
    let explicitGuides: [ObjectIdentifier: CGFloat]

    init(size: CGSize, explicitGuides: [ObjectIdentifier: CGFloat] = [:]) {
        self.width = size.width
        self.height = size.height
        self.explicitGuides = explicitGuides
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitGuides[guide.id] ?? guide.defaultValue(self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitGuides[guide.id] ?? guide.defaultValue(self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuides[guide.id]
    }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitGuides[guide.id]
    }

    var size: CGSize { CGSize(width: width, height: height) }
}
