import Foundation

extension ScrollViewNode {
    /// How the offset glides to where a scroll target behaviour settles it: iOS 17's default spring
    /// (Finch's choice; Apple's deceleration curve is not documented).
    static let settleAnimation = Animation.smooth

    /// A drag that scrolled let go with `velocity` (the offset's, points per second): with a scroll
    /// target behaviour the offset glides to the target it chooses; otherwise it stays where the drag
    /// left it (Finch does not coast). Either way `.scrollPosition` then reads where it rests.
    func settle(velocity: CGVector) {
        guard let behavior = state.targetBehavior, !state.isRefreshing else { return reportPositionAfterPlacement() }
        let released = state.offset
        var projected = released
        for axis in [Axis.horizontal, .vertical] where scrolls(axis) {
            let coast = velocity[axis].isFinite ? velocity[axis] * CGFloat(DragRecognizer.projectionTime) : 0
            projected[axis] = min(max(released[axis] + coast, 0), maximumOffset(axis))
        }
        let original = ScrollTarget(rect: CGRect(origin: projected, size: state.viewportSize))
        var context = ScrollTargetBehaviorContext(
            originalTarget: original, velocity: velocity, contentSize: state.contentSize,
            containerSize: state.viewportSize, axes: axes)
        context.releaseOffset = released
        context.targetFrames = scrollTargets().map(\.frame)
        context.horizontalSizeClass = state.horizontalSizeClass
        var target = original
        behavior.updateTarget(&target, context: context)
        let offset = clamped(offset(showing: target.rect, anchor: target.anchor))
        guard offset != released else { return reportPositionAfterPlacement() }
        setOffset(offset, animation: Self.settleAnimation)
    }

    /// The offset that puts `rect` (content coordinates) at `anchor` of the viewport (nil: its
    /// top-leading corner at the viewport's), along the axes this view scrolls.
    func offset(showing rect: CGRect, anchor: UnitPoint?) -> CGPoint {
        var offset = state.offset
        for axis in [Axis.horizontal, .vertical] where scrolls(axis) {
            let unit = anchor?[axis] ?? 0
            offset[axis] = rect.origin[axis] + unit * rect.size[axis] - unit * state.viewportSize[axis]
        }
        return offset
    }
}
