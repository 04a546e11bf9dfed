import Foundation

/// A trait of a `#Preview`, as SwiftUI's `PreviewTrait`: its layout or the device's orientation.
public struct PreviewTrait<T> {
    enum Orientation: Equatable {
        case portrait
        case landscape
    }

    let layout: PreviewLayout?
    let orientation: Orientation?
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view at the size it fits, as `PreviewLayout.sizeThatFits`.
    public static var sizeThatFitsLayout: PreviewTrait {
        PreviewTrait(layout: .sizeThatFits, orientation: nil)
    }

    /// The view in a container of a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height), orientation: nil)
    }

    /// The device upright (the default).
    public static var portrait: PreviewTrait {
        PreviewTrait(layout: nil, orientation: .portrait)
    }

    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait {
        PreviewTrait(layout: nil, orientation: .landscape)
    }

    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait {
        PreviewTrait(layout: nil, orientation: .landscape)
    }
}
