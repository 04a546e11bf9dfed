import Foundation

/// How a scroll view chooses where to come to rest once a drag lets go, as SwiftUI's (iOS 17): it is
/// given where the scroll would stop by itself and may move that target (`.paging`, `.viewAligned`, or
/// an app's own).
///
/// Finch asks it when a drag that scrolled ends (let go or flung); the offset then glides to the
/// target it returns (`ScrollViewNode.settle`). The wheel scrolls without settling (Finch's choice:
/// a wheel has no release to settle after).
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Moves `target` to where the scroll view should come to rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll view comes to rest: the rectangle of content to show, in the content's coordinates
/// (top-leading corner 0, 0), aligned to the container at `anchor` (nil: its top-leading corner at the
/// container's).
public struct ScrollTarget: Hashable, Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a `ScrollTargetBehavior` is told about the scroll it settles.
public struct ScrollTargetBehaviorContext {
    /// Where the scroll would stop by itself: for a drag let go, the offset a UIKit-like deceleration
    /// would coast to from the release velocity (Finch itself does not coast; Finch's choice, so that
    /// a fling means what it means on iOS), as a container-sized rectangle.
    public var originalTarget: ScrollTarget
    /// How fast the offset moved when the drag let go, in points per second (positive towards the end
    /// of the content).
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set

    /// The offset when the drag let go (not in SwiftUI's API: Finch's own behaviours limit a fling
    /// to one page or one view from here).
    var releaseOffset: CGPoint = .zero
    /// The scroll targets of the `scrollTargetLayout` inside, in content coordinates, in order.
    var targetFrames: [CGRect] = []
    /// The window's horizontal size class (what `ViewAlignedScrollTargetBehavior`'s `.automatic`
    /// limit follows).
    var horizontalSizeClass: UserInterfaceSizeClass?

    /// The axis a one-axis behaviour works along: vertical unless the view scrolls only horizontally.
    var mainAxis: Axis { axes == .horizontal ? .horizontal : .vertical }
}

extension CGVector {
    /// The component along `axis`.
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? dx : dy }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Comes to rest on whole pages, each as long as the container.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Comes to rest with a target view of the `scrollTargetLayout` at the container's leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(
        limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
    ) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

extension EnvironmentValues {
    /// The behaviour the scroll views inside settle with (`.scrollTargetBehavior`).
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views inside come to rest after a drag (`.paging`, `.viewAligned`, or an
    /// app's own behaviour).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<Self, _EnvironmentWriter>
    {
        // Keyed by its description: behaviours are plain values, and two equal ones describe alike.
        transformEnvironmentValues(("scrollTargetBehavior", String(reflecting: behavior))) { environment in
            environment.scrollTargetBehavior = behavior
        }
    }
}
