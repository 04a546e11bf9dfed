import Foundation

/// Comes to rest on whole pages, each as long as the container along the scroll axis, as SwiftUI's
/// `.paging`.
///
/// The page is the one nearest where the scroll would coast to (`originalTarget`), but never more than
/// one page from where the drag let go: a slow release past half a page goes on, under half goes back,
/// and a fling goes to the next page its way and no further. Apple does not document how far a fling
/// may go; one page, as `UIScrollView`'s paging does, is Finch's choice (pinned by
/// `ScrollTargetBehaviorTests`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical]
        where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = context.containerSize[axis]
            guard page > 0, page.isFinite else { continue }
            let released = context.releaseOffset[axis] / page
            let wanted = (context.originalTarget.rect.origin[axis] / page).rounded()
            let chosen = min(max(wanted, released.rounded(.down)), released.rounded(.up))
            let last = max(0, context.contentSize[axis] - page)
            target.rect.origin[axis] = min(chosen * page, last)
        }
        target.anchor = nil
    }
}
