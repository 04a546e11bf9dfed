import Foundation

/// One column of a `LazyVGrid` (one row of a `LazyHGrid`) once the grid's space is shared out.
struct GridTrack: Equatable {
    /// Where the track starts, from the start of the first track.
    var offset: CGFloat
    var length: CGFloat
    /// How cells sit in the track (the item's alignment, centred by default).
    var alignment: Alignment
}

/// The tracks a lazy grid's items resolve to in a given length, by SwiftUI's algorithm
/// (swiftuifieldguide.com/layout/lazyvgrid; objc.io, "SwiftUI's Grid Views", 2020):
///
/// 1. The gaps after every item but the last, and the fixed items' lengths, are taken off the length.
/// 2. The other items, in order, are each offered what is left divided by how many are left:
///    a flexible item takes the offer clamped to its minimum and maximum, an adaptive item takes the
///    offer as it is; what each takes is taken off before the next is offered. So an item clamped
///    to its maximum leaves its share to the items after it (not to those before: SwiftUI's grid
///    depends on the order of its items, as `GridLayoutTests` pins).
/// 3. Each adaptive item becomes as many tracks of at least its minimum as fit in what it took,
///    with its spacing between them, each as long as they share, within its minimum and maximum.
struct GridTracks: Equatable {
    private(set) var tracks: [GridTrack] = []
    /// The length of all tracks and the gaps between them.
    private(set) var total: CGFloat = 0

    /// SwiftUI's default gap between grid items and between lines (as between stacked views).
    static let defaultSpacing: CGFloat = 8

    var count: Int { tracks.count }
    subscript(index: Int) -> GridTrack { tracks[index] }

    /// `items` resolved in `length`; an unspecified (or infinite) length counts as no space at all,
    /// so flexible items take their minimum and adaptive ones make one track of theirs.
    init(items: [GridItem], length: CGFloat?) {
        guard !items.isEmpty else { return }
        let space = length.flatMap { $0.isFinite ? $0 : nil } ?? 0
        let taken = Self.share(space, among: items)
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            let gap = Self.spacing(of: item)
            let alignment = item.alignment ?? .center
            for piece in Self.split(item, taken[index]) {
                tracks.append(GridTrack(offset: position, length: piece, alignment: alignment))
                position += piece + gap
            }
            if index == items.count - 1 { position -= gap }
        }
        total = max(0, position)
    }

    /// What each item takes of `space` (steps 1 and 2).
    private static func share(_ space: CGFloat, among items: [GridItem]) -> [CGFloat] {
        var remaining = space
        var taken = [CGFloat](repeating: 0, count: items.count)
        var left = 0
        for (index, item) in items.enumerated() {
            if index < items.count - 1 { remaining -= spacing(of: item) }
            if case .fixed(let length) = item.size {
                taken[index] = finite(length)
                remaining -= taken[index]
            } else {
                left += 1
            }
        }
        for (index, item) in items.enumerated() {
            let offer = max(0, remaining / CGFloat(max(left, 1)))
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum): taken[index] = clamp(offer, minimum, maximum)
            case .adaptive: taken[index] = offer
            }
            remaining -= taken[index]
            left -= 1
        }
        return taken
    }

    /// The tracks an item of `length` makes: one, or as many as fit for an adaptive item (step 3).
    private static func split(_ item: GridItem, _ length: CGFloat) -> [CGFloat] {
        guard case .adaptive(let minimum, let maximum) = item.size else { return [length] }
        let gap = spacing(of: item)
        // At least 1 pt, so a zero minimum cannot ask for infinitely many tracks.
        let least = max(finite(minimum), 1)
        let fit = ((length + gap) / (least + gap)).rounded(.down)
        let count = fit.isFinite ? min(max(Int(fit), 1), 10_000) : 1
        let each = (length - gap * CGFloat(count - 1)) / CGFloat(count)
        return [CGFloat](repeating: clamp(each, minimum, maximum), count: count)
    }

    static func spacing(of item: GridItem) -> CGFloat {
        item.spacing.map(finite) ?? defaultSpacing
    }

    /// `value` within `minimum`…`maximum`, the minimum winning when they contradict.
    private static func clamp(_ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
        let upper = maximum.isNaN ? .infinity : max(0, maximum)
        return max(finite(minimum), min(value, upper))
    }

    /// A length from user data that layout can use: NaN, infinite and negative lengths are 0.
    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
