import Foundation

/// A request to scroll to a content offset, as UIKit's scroll view makes one (`setContentOffset`, in the
/// `UIKit` layer): a new `serial` is a new request, so setting the same offset twice scrolls twice.
package struct ScrollOffsetRequest: Equatable, Sendable {
    package var offset: CGPoint
    package var animated: Bool
    package var serial: Int

    package init(offset: CGPoint, animated: Bool, serial: Int) {
        self.offset = offset
        self.animated = animated
        self.serial = serial
    }

    /// UIKit's glide for an animated `setContentOffset` (Finch's number: UIKit does not publish its own).
    static let animation = Animation.easeInOut(duration: 0.3)
}

extension View {
    /// Scrolls the scroll view this modifies (or the first under the modifiers on it) to the request's
    /// offset once the next layout has sized its content, when the request is new.
    package func scrollOffsetRequest(_ request: ScrollOffsetRequest?) -> ModifiedContent<Self, _NodeModifier> {
        wrapped(nil) { node, inputs in
            guard let request, let scroll = ScrollViewNode.outermost(in: node),
                scroll.state.offsetRequestSerial != request.serial
            else { return node }
            scroll.state.offsetRequestSerial = request.serial
            let graph = inputs.node.graph
            graph.lifecycleActions.afterNextPlacement { [weak scroll] in
                scroll?.setOffset(request.offset, animation: request.animated ? ScrollOffsetRequest.animation : nil)
            }
            graph.setNeedsDisplay()
            return node
        }
    }
}
