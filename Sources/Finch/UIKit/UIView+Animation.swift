import FinchCore
import Foundation

extension UIView {
    /// UIKit's animation options: the curve, repetition and reversal are honoured; the rest are kept.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

        /// The timing curve these options name, over `duration`.
        func animation(duration: TimeInterval) -> Animation {
            switch rawValue & (3 << 16) {
            case 1 << 16: .easeIn(duration: duration)
            case 2 << 16: .easeOut(duration: duration)
            case 3 << 16: .linear(duration: duration)
            default: .easeInOut(duration: duration)
            }
        }
    }

    /// Animates the changes `animations` makes to views (their frames, alpha, colours) over `duration`, as
    /// UIKit's; `completion` is called with true once they finish. Finch animates what the views show.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        perform(options.animation(duration: duration), delay: delay, options: options, animations, completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// A spring over `duration` whose damping ratio is `dampingRatio` (UIKit's spring animation).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let spring = Animation.spring(response: duration, dampingFraction: Double(dampingRatio))
        perform(spring, delay: delay, options: options, animations, completion)
    }

    /// Changes made in `actionsWithoutAnimation` show at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction, actionsWithoutAnimation)
    }

    /// UIKit's transition of a view's content; Finch animates the changes with the options' curve.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        perform(options.animation(duration: duration), delay: 0, options: options, animations ?? {}, completion)
    }

    private static func perform(
        _ curve: Animation, delay: TimeInterval, options: AnimationOptions, _ animations: () -> Void,
        _ completion: (@MainActor @Sendable (Bool) -> Void)?
    ) {
        var animation = delay > 0 ? curve.delay(delay) : curve
        if options.contains(.repeat) {
            animation = animation.repeatForever(autoreverses: options.contains(.autoreverse))
        }
        guard let completion else {
            withAnimation(animation, animations)
            return
        }
        withAnimation(animation, animations, completion: { completion(true) })
    }
}
