import Foundation

/// Comes to rest with a target view (a child of the `scrollTargetLayout` inside) at the container's
/// leading edge, as SwiftUI's `.viewAligned`: the view whose leading edge is nearest where the scroll
/// would coast to.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Whether a fling may pass more than one view.
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case automatic, always, never
        }
        let kind: Kind

        /// Limited in a compact horizontal size class, not otherwise (as Apple documents it).
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// At most one view further (or back) from the one at the leading edge when the drag let go.
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// As far as the fling coasts.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
    }

    public var limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let axis = context.mainAxis
        let starts = context.targetFrames.map { $0.origin[axis] }.sorted()
        guard !starts.isEmpty else { return }
        let wanted = context.originalTarget.rect.origin[axis]
        var candidates = starts
        if isLimited(in: context) {
            // The views at and after the leading edge where the drag let go: one step either way.
            let released = context.releaseOffset[axis]
            let before = starts.last { $0 <= released + 0.5 } ?? starts[0]
            let after = starts.first { $0 > released + 0.5 } ?? before
            candidates = [before, after]
        }
        guard let nearest = candidates.min(by: { abs($0 - wanted) < abs($1 - wanted) }) else { return }
        // Past the last view that can reach the leading edge, the end of the content is the target.
        let last = max(0, context.contentSize[axis] - context.containerSize[axis])
        target.rect.origin[axis] = min(nearest, last)
        target.anchor = nil
    }

    private func isLimited(in context: TargetContext) -> Bool {
        switch limitBehavior.kind {
        case .always: return true
        case .never: return false
        case .automatic: return context.horizontalSizeClass == .compact
        }
    }
}
