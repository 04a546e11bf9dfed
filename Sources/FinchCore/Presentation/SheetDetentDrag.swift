import Foundation

/// Where a sheet dragged by its card goes when let go, as UIKit's sheet decides: a flick (fast enough)
/// goes to the next detent in its direction, or away when there is none below; a slow release rests at
/// the nearest detent, or dismisses when the card is under half the smallest one. A sheet whose content
/// asked for `interactiveDismissDisabled()` never goes away: pulled below its smallest detent it gives a
/// quarter of a point per point, and let go it springs back (as a UIKit sheet with
/// `isModalInPresentation`).
struct SheetDetentDrag {
    /// The heights the card rests at, smallest first.
    let heights: [CGFloat]
    /// Whether a drag may dismiss the sheet.
    var isDismissible = true

    /// Points per second from which a release is a flick.
    static let flickVelocity: CGFloat = 500
    /// How much of the smallest detent's height may show before a slow release dismisses.
    static let dismissFraction: CGFloat = 0.5

    enum Target: Equatable {
        /// The detent at this index of `heights`.
        case detent(Int)
        case dismiss
    }

    /// Where a card showing `height` points goes when released moving `upwardVelocity` points per
    /// second (negative: downwards).
    func target(height: CGFloat, upwardVelocity: CGFloat) -> Target {
        let target = freeTarget(height: height, upwardVelocity: upwardVelocity)
        guard target == .dismiss, !isDismissible, !heights.isEmpty else { return target }
        return .detent(0)
    }

    /// Where the release goes when nothing holds the sheet up.
    private func freeTarget(height: CGFloat, upwardVelocity: CGFloat) -> Target {
        guard let smallest = heights.first else { return .dismiss }
        // A point's slack: a card at rest on a detent is not past it.
        if upwardVelocity >= Self.flickVelocity {
            return .detent(heights.firstIndex { $0 > height + 1 } ?? heights.count - 1)
        }
        if upwardVelocity <= -Self.flickVelocity {
            return heights.lastIndex { $0 < height - 1 }.map(Target.detent) ?? .dismiss
        }
        if height < smallest * Self.dismissFraction { return .dismiss }
        let nearest = heights.indices.min { abs(heights[$0] - height) < abs(heights[$1] - height) }
        return .detent(nearest ?? 0)
    }

    /// The card's height and its drop below the bottom-most rest while dragged `translation` points down
    /// from `resting`: it grows and shrinks between the detents, gives a quarter of a point per point
    /// pulled above the largest, and slides down below the smallest (a quarter of a point per point when
    /// it cannot be dismissed).
    func dragged(from resting: CGFloat, by translation: CGFloat, available: CGFloat) -> (height: CGFloat, drop: CGFloat)
    {
        guard let smallest = heights.first, let largest = heights.last else { return (resting, 0) }
        let wanted = resting - translation
        if wanted < smallest { return (smallest, (smallest - wanted) / (isDismissible ? 1 : 4)) }
        if wanted > largest { return (min(available, largest + (wanted - largest) / 4), 0) }
        return (wanted, 0)
    }
}
