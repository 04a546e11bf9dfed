import Foundation

/// A trait of a `#Preview`, as SwiftUI's `PreviewTrait`: its layout or the device's orientation.
public struct PreviewTrait<T> {
    enum Orientation: Equatable {
        case portrait
        case landscape
    }

    let layout: PreviewLayout?
    let orientation: Orientation?
    /// How the trait is written in Swift (`.landscapeLeft`), for listings such as an app's `--previews`.
    let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view at the size it fits, as `PreviewLayout.sizeThatFits`.
    public static var sizeThatFitsLayout: PreviewTrait {
        PreviewTrait(layout: .sizeThatFits, orientation: nil, name: ".sizeThatFitsLayout")
    }

    /// The view in a container of a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(
            layout: .fixed(width: width, height: height), orientation: nil,
            name: ".fixedLayout(width: \(written(width)), height: \(written(height)))")
    }

    /// The device upright (the default).
    public static var portrait: PreviewTrait {
        PreviewTrait(layout: nil, orientation: .portrait, name: ".portrait")
    }

    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait {
        PreviewTrait(layout: nil, orientation: .landscape, name: ".landscapeLeft")
    }

    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait {
        PreviewTrait(layout: nil, orientation: .landscape, name: ".landscapeRight")
    }
}

/// A number as a program would write it: whole numbers without a fraction ("200", "12.5").
private func written(_ number: CGFloat) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
}
