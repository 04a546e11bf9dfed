import FinchCore
import Foundation

/// UIKit's scroll view: its subviews, placed at their frames in a content area of `contentSize`, scroll in a
/// Finch `ScrollView` (dragged, or turned with the wheel, with the indicators, bounce and paging that view
/// has), and what the scrolling does is told to the delegate in UIKit's order. `contentOffset` follows the
/// scrolling; setting it (or `setContentOffset(_:animated:)`) scrolls there. It clips to its bounds, as
/// UIKit's does.
///
/// Zooming is kept (`zoomScale` and its limits) but not done: Finch's scroll view does not pinch.
@MainActor
open class UIScrollView: UIView {
    open var contentSize = CGSize.zero { didSet { setNeedsDisplay() } }
    /// Where the content's top-leading corner is scrolled to, as the content point at the bounds' corner.
    open var contentOffset: CGPoint {
        get { offset }
        set { setContentOffset(newValue, animated: false) }
    }
    private var offset = CGPoint.zero
    /// The last offset asked for by code; a new serial scrolls the Finch scroll view there.
    private var request: ScrollOffsetRequest?
    open var contentInset = UIEdgeInsets.zero { didSet { setNeedsDisplay() } }
    open var isPagingEnabled = false { didSet { setNeedsDisplay() } }
    open var isScrollEnabled = true { didSet { setNeedsDisplay() } }
    open var showsHorizontalScrollIndicator = true { didSet { setNeedsDisplay() } }
    open var showsVerticalScrollIndicator = true { didSet { setNeedsDisplay() } }
    open var bounces = true { didSet { setNeedsDisplay() } }
    open var alwaysBounceVertical = false { didSet { setNeedsDisplay() } }
    open var alwaysBounceHorizontal = false { didSet { setNeedsDisplay() } }
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var decelerationRate = DecelerationRate.normal
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var scrollsToTop = true
    open weak var delegate: (any UIScrollViewDelegate)?
    open private(set) var isDragging = false
    open private(set) var isDecelerating = false
    open var isTracking: Bool { isDragging }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// Scrolls to `contentOffset`, gliding there when `animated` (the delegate is then told
    /// `scrollViewDidEndScrollingAnimation` once it arrives).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        offset = contentOffset
        request = ScrollOffsetRequest(offset: contentOffset, animated: animated, serial: (request?.serial ?? 0) + 1)
        setNeedsDisplay()
        delegate?.scrollViewDidScroll(self)
    }

    /// Scrolls as little as makes `rect` (in content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var target = offset
        for (start, length, visible, keyPath) in [
            (rect.minX, rect.width, bounds.width, \CGPoint.x), (rect.minY, rect.height, bounds.height, \CGPoint.y),
        ] {
            if start < target[keyPath: keyPath] || length > visible {
                target[keyPath: keyPath] = start
            } else if start + length > target[keyPath: keyPath] + visible {
                target[keyPath: keyPath] = start + length - visible
            }
        }
        setContentOffset(target, animated: animated)
    }

    open func flashScrollIndicators() {}

    override func _finchLayers(shape: RoundedRectangle) -> AnyView {
        let children = subviews
        let size = contentSize
        let margins = EdgeInsets(
            top: contentInset.top, leading: contentInset.left, bottom: contentInset.bottom, trailing: contentInset.right
        )
        let scroll = ScrollView([.horizontal, .vertical], showsIndicators: true) {
            UIScrollContentLayout(view: self) {
                ForEach(Array(children.enumerated()), id: \.offset) { $0.element.finchBody() }
            }
            .frame(width: max(size.width, 0), height: max(size.height, 0), alignment: .topLeading)
        }
        .contentMargins(.all, margins, for: .scrollContent)
        .scrollIndicators(showsVerticalScrollIndicator ? .automatic : .hidden, axes: .vertical)
        .scrollIndicators(showsHorizontalScrollIndicator ? .automatic : .hidden, axes: .horizontal)
        .scrollDisabled(!isScrollEnabled)
        .scrollBounceBehavior(bounceBehavior(alwaysBounceVertical), axes: .vertical)
        .scrollBounceBehavior(bounceBehavior(alwaysBounceHorizontal), axes: .horizontal)
        .onScrollGeometryChange(for: CGPoint.self, of: \.contentOffset) { [weak self] _, new in
            self?.scrolled(to: new)
        }
        .onScrollPhaseChange { [weak self] old, new in self?.phaseChanged(from: old, to: new) }
        .scrollOffsetRequest(request)
        let paged = isPagingEnabled ? AnyView(scroll.scrollTargetBehavior(.paging)) : AnyView(scroll)
        return AnyView(
            ZStack(alignment: .topLeading) {
                layerBody(shape: shape); paged
            })
    }

    private func bounceBehavior(_ always: Bool) -> ScrollBounceBehavior {
        !bounces ? .basedOnSize : always ? .always : .basedOnSize
    }

    /// The Finch scroll view moved (a drag, the wheel, a glide): the offset follows and the delegate is told.
    private func scrolled(to point: CGPoint) {
        guard point != offset else { return }
        offset = point
        delegate?.scrollViewDidScroll(self)
    }

    /// UIKit's sequence of delegate calls, from the Finch scroll view's phases.
    private func phaseChanged(from old: ScrollPhase, to new: ScrollPhase) {
        if new == .interacting, old != .interacting {
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        }
        if old == .interacting, new != .interacting {
            isDragging = false
            let coasts = new != .idle
            delegate?.scrollViewDidEndDragging(self, willDecelerate: coasts)
            if coasts {
                isDecelerating = true
                delegate?.scrollViewWillBeginDecelerating(self)
            } else {
                return
            }
        }
        guard new == .idle else { return }
        if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        } else if old == .animating {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// A scroll view's content: each subview at its frame, in content coordinates.
private struct UIScrollContentLayout: Layout {
    let view: UIView

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = MainActor.assumeIsolated { view.subviews.map(\.frame) }
        for (index, subview) in subviews.enumerated() {
            let frame = index < frames.count ? frames[index] : .zero
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(frame.size))
        }
    }
}
