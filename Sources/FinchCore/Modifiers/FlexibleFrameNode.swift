import FinchUnsafe
import Foundation

/// A flexible frame: per axis, the proposal clamped between a minimum and a maximum.
final class FlexibleFrameNode: WrapperNode {
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    init(child: LayoutNode, horizontal: Limits, vertical: Limits, alignment: Alignment) {
        self.horizontal = Self.clean(horizontal)
        self.vertical = Self.clean(vertical)
        self.alignment = alignment
        super.init(child: child)
    }

    /// NaN limits are dropped and negatives become zero; an inverted range is reported once.
    private static func clean(_ limits: Limits) -> Limits {
        var result = Limits(
            min: ProposedViewSize.sanitize(limits.min), ideal: ProposedViewSize.sanitize(limits.ideal),
            max: ProposedViewSize.sanitize(limits.max))
        if let low = result.min, let high = result.max, low > high {
            FrameWarning.contradictory()
            result.max = low
        }
        return result
    }

    private func clamp(_ value: CGFloat, _ limits: Limits) -> CGFloat {
        var result = value
        if let low = limits.min { result = Swift.max(result, low) }
        if let high = limits.max { result = Swift.min(result, high) }
        return result
    }

    // No `Optional.map` here or below: a closure in layout is main-actor isolated and checks the executor per call.
    private func childOffer(_ offer: CGFloat?, _ limits: Limits) -> CGFloat? {
        guard let value = offer ?? limits.ideal else { return nil }
        return clamp(value, limits)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: childOffer(proposal.width, horizontal), height: childOffer(proposal.height, vertical))
    }

    override func childProposal(for size: CGSize) -> ProposedViewSize { inner(ProposedViewSize(size)) }

    /// The frame's length on one axis: the proposal clamped to the limits when both are set, else the
    /// child's length clamped by whichever limit is set (Apple's `frame(minWidth:…)` documentation).
    private func length(offer: CGFloat?, childOffer: CGFloat?, childLength: CGFloat, limits: Limits) -> CGFloat {
        if offer == nil, let ideal = limits.ideal { return clamp(ideal, limits) }
        if let offer, limits.min != nil, limits.max != nil { return clamp(offer, limits) }
        var result = childLength
        if let low = limits.min {
            if let childOffer {
                result = Swift.max(low, Swift.min(childOffer, result))
            } else {
                result = Swift.max(low, result)
            }
        }
        if let high = limits.max {
            if let childOffer {
                result = Swift.min(high, Swift.max(childOffer, result))
            } else {
                result = Swift.min(high, result)
            }
        }
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let offer = inner(proposal)
        let size = child.sizeThatFits(offer)
        return CGSize(
            width: length(offer: proposal.width, childOffer: offer.width, childLength: size.width, limits: horizontal),
            height: length(offer: proposal.height, childOffer: offer.height, childLength: size.height, limits: vertical)
        )
    }

    override func childOffset(childSize: CGSize, in size: CGSize) -> CGPoint {
        alignedOffset(childSize: childSize, in: size, alignment: alignment)
    }

    override func placeChildren() {
        let proposal = inner(placedProposal)
        let offset = alignedOffset(childSize: child.sizeThatFits(proposal), in: frame.size, alignment: alignment)
        child.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: proposal)
    }
}

/// Logs SwiftUI's warning for a minimum above a maximum, once per process.
enum FrameWarning {
    private static let reported = LockedValue(false)

    static func contradictory() {
        let first = reported.withLock { reported in
            defer { reported = true }
            return !reported
        }
        if first {
            FileHandle.standardError.write(Data("Finch: Contradictory frame constraints specified.\n".utf8))
        }
    }
}

extension View {
    /// A frame whose size follows the proposal between the given limits.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let horizontal = FlexibleFrameNode.Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
        let vertical = FlexibleFrameNode.Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
        return wrapped(
            (
                "flexibleFrame", minWidth, idealWidth, maxWidth,
                minHeight, idealHeight, maxHeight, alignment
            )
        ) { node, _ in
            FlexibleFrameNode(child: node, horizontal: horizontal, vertical: vertical, alignment: alignment)
        }
    }
}
