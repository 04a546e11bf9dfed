import Foundation

/// Whether scroll views show their indicators, as SwiftUI's `ScrollIndicatorVisibility` (set with
/// `.scrollIndicators(_:axes:)`, read by the scroll views inside).
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// As the platform does: Finch shows them.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// Hidden (on macOS SwiftUI may still show them when the person's settings say so; Finch does not).
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    public static let never = ScrollIndicatorVisibility(kind: .never)

    public var description: String { "\(kind)" }

    /// False for `.hidden` and `.never`.
    var shows: Bool { kind != .hidden && kind != .never }
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether a scroll view along `axes` may show its indicators: unless every one of its axes hides them.
    func showsScrollIndicators(along axes: Axis.Set) -> Bool {
        (axes.contains(.horizontal) && horizontalScrollIndicatorVisibility.shows)
            || (axes.contains(.vertical) && verticalScrollIndicatorVisibility.shows)
    }
}

extension View {
    /// Shows or hides the indicators of the scroll views inside along `axes` (CS193p 2023's palette hides
    /// them with `.scrollIndicators(.hidden)`). A scroll view made with `showsIndicators: false` stays
    /// without them.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        transformEnvironment(\.self) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        }
    }
}
