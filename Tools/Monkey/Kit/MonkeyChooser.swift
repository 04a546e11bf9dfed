import Finch
import Foundation

/// The monkey's choice of the next action, from its seed: taps and drags where things are drawn,
/// pinches, scrolls, keys, typing, drops, waits and the app's own actions. The headless window
/// (`Monkey`) and a real one (`RealWindowMonkey`) choose through it, so a seed gives the same kinds of
/// action in the same order in both (where they land depends on what each window shows).
@MainActor
public struct MonkeyChooser {
    /// The run's random numbers (an app's own action may draw from them too).
    public var random: MonkeyRandom

    public init(seed: UInt64) { random = MonkeyRandom(seed: seed) }

    /// The next action in a window of `size`: `targets` gives the frames of what a person could act on
    /// (accessibility elements, in window points), read only when an action needs a place.
    public mutating func next(size: CGSize, appActions: [String], targets: () -> [CGRect]) -> MonkeyAction {
        let roll = random.unit()
        switch roll {
        case ..<0.30: return .tap(targetPoint(size, targets))
        case ..<0.36: return .doubleTap(targetPoint(size, targets))
        case ..<0.40: return .longPress(targetPoint(size, targets))
        case ..<0.52: return .drag(from: targetPoint(size, targets), to: anyPoint(size))
        case ..<0.56: return .pinch(at: targetPoint(size, targets), scale: 0.3 + random.unit() * 2.5)
        case ..<0.62:
            return .scroll(at: targetPoint(size, targets), by: CGSize(width: signed(40), height: signed(400)))
        case ..<0.72: return MonkeyInput.key(&random)
        case ..<0.78: return .type(MonkeyInput.text(&random))
        case ..<0.84: return .drop(MonkeyInput.drop(&random), at: targetPoint(size, targets))
        case ..<0.90: return .wait(seconds: random.unit() * 3)
        default:
            guard !appActions.isEmpty else { return .wait(seconds: 0.1) }
            return .app(appActions[Int(random.next() % UInt64(appActions.count))])
        }
    }

    /// Most of the time on something a person could act on, otherwise anywhere.
    private mutating func targetPoint(_ size: CGSize, _ targets: () -> [CGRect]) -> CGPoint {
        let frames = targets()
        guard !frames.isEmpty, random.chance(0.7) else { return anyPoint(size) }
        let frame = frames[Int(random.next() % UInt64(frames.count))]
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    private mutating func anyPoint(_ size: CGSize) -> CGPoint {
        CGPoint(x: random.unit() * size.width, y: random.unit() * size.height)
    }

    private mutating func signed(_ magnitude: Double) -> Double { (random.unit() * 2 - 1) * magnitude }
}
