import Foundation

/// The scroll position of one `ScrollView`, kept in its graph node so it survives re-evaluation.
@MainActor
final class ScrollState: NodeStorageKey {
    typealias Value = ScrollState

    /// How far the content is scrolled: the content point at the viewport's top-leading corner (the
    /// target while an animated scroll runs).
    var offset: CGPoint = .zero
    /// Carries what is shown from the old offset to `offset` while an animated scroll runs
    /// (`scrollTo` inside `withAnimation`); nil at rest.
    var offsetAnimation: AnimatedValue<AnimatablePair<CGFloat, CGFloat>>?
    /// The content's size and the viewport's size at the last placement (for clamping).
    var contentSize: CGSize = .zero
    var viewportSize: CGSize = .zero
    /// The layout node showing this scroll view now.
    weak var node: ScrollViewNode?
    /// How its drags take part in the gesture arena (made once, so it survives re-evaluation).
    let panHandler = GestureHandler()
    /// The `.refreshable` action around the scroll view, if any: pulling down from the top runs it.
    var refresh: RefreshAction?
    /// How far a drag has pulled the content down past its top (before the rubber band's resistance).
    var pull: CGFloat = 0
    /// True while the refresh action a pull started runs.
    var isRefreshing = false

    /// How far the content is drawn below its top: pulled, or held while refreshing.
    var pullShown: CGFloat {
        isRefreshing ? RefreshMetrics.threshold : pull * RefreshMetrics.resistance
    }
    /// How it comes to rest after a drag (`.scrollTargetBehavior`), if it settles at all.
    var targetBehavior: (any ScrollTargetBehavior)?
    /// The window's horizontal size class, for `.viewAligned`'s automatic limit.
    var horizontalSizeClass: UserInterfaceSizeClass?
    /// True while a drag scrolls it (it settles, and reports its position, once let go).
    var isDragging = false
    /// The wheel steps since it last came to rest, while a target behaviour waits to settle it.
    var wheelBurst: WheelBurst?
    /// The `.scrollPosition(id:)` binding around it, if any, and the id last written to it or followed.
    var position: ScrollPositionBinding?
    /// The serial of the last `scrollOffsetRequest` followed (UIKit's `setContentOffset`).
    var offsetRequestSerial: Int?
    /// Until when (graph time) the indicators show after the content last moved by a drag, the wheel or a
    /// glide; they show throughout a drag or glide, and fade out over the end of this (as iOS's).
    var indicatorsShownUntil = -Double.infinity
    var reportedPosition: AnyHashable?
    /// True while a scroll to a position's lazy row that was only estimated waits to be corrected.
    var isCorrectingPosition = false
    /// `.defaultScrollAnchor`: where the offset sits until the scroll view is first scrolled (it follows
    /// the content's size while `followsDefaultAnchor`).
    var defaultAnchor: UnitPoint?
    var followsDefaultAnchor = true
    /// `.scrollDismissesKeyboard`, and the scroll view's graph node (whose descendants it dismisses).
    var dismissesKeyboard = ScrollDismissesKeyboardMode.automatic
    weak var viewNode: ViewNode?
    /// The `.onScrollGeometryChange` observers around it.
    var geometryObservers: [any ScrollGeometryObserving] = []
    /// The `.onScrollPhaseChange` observers around it, and the phase they were last told.
    var phaseObservers: [ScrollPhaseObserver] = []
    var phase = ScrollPhase.idle
    /// What this scroll view reports its offset to, when it is a page's primary scroll view.
    weak var edgeObserver: (any ScrollEdgeObserver)?
    /// What this scroll view tells whether content goes on below it, when it is a tab's primary one.
    weak var tabBarEdge: TabBarScrollEdge?

    /// The offset shown at `time`: `offset`, or on its way there.
    func shownOffset(at time: Double) -> CGPoint {
        guard let offsetAnimation else { return offset }
        let value = offsetAnimation.value(at: time)
        return CGPoint(x: value.first, y: value.second)
    }

    /// Moves to `target`: at once, or (with an animation) gliding from what is shown at `time`.
    /// A new animated value is counted in `census` (the scroll view's graph's).
    func move(to target: CGPoint, animation: Animation?, time: Double, census: NodeCensus?) -> AnimatedSlot? {
        let shown = shownOffset(at: time)
        offset = target
        // Scrolled (by a person or by code): the default anchor is no longer followed.
        followsDefaultAnchor = false
        guard let animation else {
            offsetAnimation = nil
            return nil
        }
        let value = offsetAnimation ?? AnimatedValue(AnimatablePair(shown.x, shown.y), census: census)
        offsetAnimation = value
        value.setTarget(AnimatablePair(target.x, target.y), animation: animation, time: time)
        return value
    }
}
