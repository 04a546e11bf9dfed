import Foundation

/// How a change animates over time: a timing curve or a spring, optionally delayed, sped up or repeated.
///
/// A pure value: evaluating it (`progress(at:)` and friends) needs no clock, so the animation engine decides when
/// time passes. Modifiers wrap what they are applied to, as in SwiftUI: `.delay(1).repeatCount(3)` waits before each
/// run, `.repeatCount(3).delay(1)` waits once.
public struct Animation: Hashable, Sendable {
    /// The motion before any modifier.
    enum Base: Hashable, Sendable {
        /// A timing curve over `duration` seconds (finite, ≥ 0).
        case curve(TimingCurve, duration: Double)
        /// A spring; `retargets` is true for SwiftUI's persistent springs (`spring`, `interactiveSpring`, `smooth`…),
        /// false for `interpolatingSpring`, whose effects add instead.
        case spring(Spring, initialVelocity: Double, retargets: Bool)
    }

    /// A change to the timing of everything inside it; all stored values are already sanitised.
    enum Modifier: Hashable, Sendable {
        /// Waits this many seconds (finite, ≥ 0) before the inner animation starts.
        case delay(Double)
        /// Runs the inner animation this many times as fast (finite, > 0).
        case speed(Double)
        /// Runs the inner animation `count` (≥ 1) times; with `autoreverses`, every other run goes backwards.
        case repeatCount(Int, autoreverses: Bool)
        /// Runs the inner animation forever; with `autoreverses`, every other run goes backwards.
        case repeatForever(autoreverses: Bool)
    }

    /// Innermost first.
    var modifiers: [Modifier] { storage.modifiers }
    var base: Base { storage.base }
    /// When a spring base with its own initial velocity comes to rest, computed once (the stop rule is a search).
    var baseSettlingDuration: Double { storage.baseSettlingDuration }

    /// The animation's parts, in one shared object: every transaction, and so every view input and graph
    /// node, carries an optional animation, and inline it made each of them some sixty bytes larger.
    private let storage: Storage

    private final class Storage: Hashable, Sendable {
        let base: Base
        let modifiers: [Modifier]
        let baseSettlingDuration: Double

        init(base: Base, modifiers: [Modifier]) {
            self.base = base
            self.modifiers = modifiers
            switch base {
            case .curve(_, let duration):
                baseSettlingDuration = duration
            case .spring(let spring, let initialVelocity, _):
                baseSettlingDuration = spring.settlingDuration(initialVelocity: initialVelocity)
            }
        }

        static func == (lhs: Storage, rhs: Storage) -> Bool {
            lhs === rhs || (lhs.base == rhs.base && lhs.modifiers == rhs.modifiers)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(base)
            hasher.combine(modifiers)
        }
    }

    init(base: Base, modifiers: [Modifier] = []) {
        storage = Storage(base: base, modifiers: modifiers)
    }

    private func adding(_ modifier: Modifier) -> Animation {
        Animation(base: base, modifiers: modifiers + [modifier])
    }

    /// Delays the start of the animation by `delay` seconds; a negative or non-finite delay counts as 0.
    public func delay(_ delay: TimeInterval) -> Animation {
        adding(.delay(delay.isFinite ? max(0, delay) : 0))
    }

    /// Runs the animation `speed` times as fast (durations are divided by `speed`).
    ///
    /// A speed that is not a finite positive number (0, negative, NaN, infinity) counts as 1: the animation runs as
    /// if `speed` had not been applied, rather than stalling or finishing at once.
    public func speed(_ speed: Double) -> Animation {
        adding(.speed(speed.isFinite && speed > 0 ? speed : 1))
    }

    /// Repeats the animation `repeatCount` times; with `autoreverses`, each direction counts as one run.
    ///
    /// With an even count and `autoreverses`, the last run ends at the start value and the value then jumps to the
    /// end, as in SwiftUI. A count below 1 counts as 1.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeatCount(max(1, repeatCount), autoreverses: autoreverses))
    }

    /// Repeats the animation forever; with `autoreverses`, every other run goes backwards. It never completes.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeatForever(autoreverses: autoreverses))
    }
}

extension Animation: CustomStringConvertible {
    /// The animation as the Swift expression that makes it, e.g. `easeInOut(duration: 0.35).delay(1.0)`.
    public var description: String {
        modifiers.reduce(Self.describe(base)) { text, modifier in
            switch modifier {
            case .delay(let delay): "\(text).delay(\(delay))"
            case .speed(let speed): "\(text).speed(\(speed))"
            case .repeatCount(let count, let autoreverses):
                "\(text).repeatCount(\(count), autoreverses: \(autoreverses))"
            case .repeatForever(let autoreverses): "\(text).repeatForever(autoreverses: \(autoreverses))"
            }
        }
    }

    private static func describe(_ base: Base) -> String {
        switch base {
        case .curve(let curve, let duration):
            let named: [(TimingCurve, String)] = [
                (.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
            ]
            if let name = named.first(where: { $0.0 == curve })?.1 {
                return "\(name)(duration: \(duration))"
            }
            return "timingCurve(\(curve.c0x), \(curve.c0y), \(curve.c1x), \(curve.c1y), duration: \(duration))"
        case .spring(let spring, let initialVelocity, let retargets):
            if retargets {
                return "spring(response: \(spring.response), dampingFraction: \(spring.dampingRatio))"
            }
            return "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), "
                + "damping: \(spring.damping), initialVelocity: \(initialVelocity))"
        }
    }
}
