import Foundation

/// Whether a scroll view rubber-bands when dragged past its edge, as SwiftUI's `ScrollBounceBehavior`
/// (set with `.scrollBounceBehavior(_:axes:)`, read by the scroll views inside).
public struct ScrollBounceBehavior: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    let kind: Kind

    /// As the platform does: on iOS a scroll view bounces along its axes even when its content fits,
    /// and so does Finch's.
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// Bounces even when the content fits.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// Bounces only when the content is larger than the scroll view along that axis: content that fits
    /// stays where it is when dragged.
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)

    public var description: String { "\(kind)" }
}

private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
}

private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
}

extension EnvironmentValues {
    /// How the scroll views inside bounce along each axis (`.scrollBounceBehavior(_:axes:)`).
    var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views inside bounce along `axes` (only the vertical axis by default, as in
    /// SwiftUI). With `.basedOnSize`, a scroll view whose content fits does not move when dragged.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> ModifiedContent<Self, _EnvironmentWriter>
    {
        transformEnvironmentValues(("scrollBounceBehavior", behavior, axes.rawValue)) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
        }
    }
}
