import FinchUnsafe
import Foundation

/// A value the graph animates: anything it can ask whether it is still moving.
@MainActor
protocol AnimatedSlot: AnyObject {
    func isRunning(at time: Double) -> Bool
}

/// An animated value's class, made through the class (see `AnimatedValueClasses`).
@MainActor
protocol AnimatedValueClass: AnyObject {
    /// A new value of this class holding `value`, which is of its `Value` type.
    static func making<W: VectorArithmetic>(_ value: W, census: NodeCensus?) -> AnyObject
}

/// The class of each animated value type made so far, by its `Value` type.
///
/// Writing `AnimatedValue(value, census:)` in code not specialized for the value's type asks the runtime
/// for `AnimatedValue<Value>`'s metadata, a search of its generic metadata cache; a dictionary keyed by
/// the type's identifier and a method of the class found cost a fraction of that (two of them for each
/// emoji of a 10,000-emoji document, its font size's and its scale's), as `ViewBoxClasses` does for boxes.
@MainActor
enum AnimatedValueClasses {
    static var known: [ObjectIdentifier: any AnimatedValueClass.Type] = [:]

    /// A new animated value holding `value`.
    static func make<V: VectorArithmetic>(_ value: V, census: NodeCensus?) -> AnimatedValue<V> {
        if let known = known[ObjectIdentifier(V.self)] {
            return UnsafeRuntime.downcast(known.making(value, census: census), to: AnimatedValue<V>.self)
        }
        known[ObjectIdentifier(V.self)] = AnimatedValue<V>.self
        return AnimatedValue(value, census: census)
    }
}

/// One animatable value of a view: its target and the animations carrying what is shown toward it.
///
/// Shown value = target + Σ deltaᵢ · (1 − progressᵢ(t)), one term per running animation. A new
/// target animates from what is shown at that moment, so interrupted animations add up
/// (as OpenSwiftUI's animations do: the old one keeps running, the new one animates the difference); a spring interrupting springs replaces them with one spring that
/// starts from the shown value with the shown velocity.
@MainActor
final class AnimatedValue<Value: VectorArithmetic>: AnimatedSlot, AnimatedValueClass {
    private struct Segment {
        let animation: Animation
        let start: Double
        let delta: Value
        let initialVelocity: Double

        func progress(at time: Double) -> Double {
            let elapsed = time - start
            return animation.isSpring
                ? animation.springProgress(at: elapsed, initialVelocity: initialVelocity)
                : animation.progress(at: elapsed)
        }
    }

    private(set) var target: Value
    private var segments: [Segment] = [] {
        didSet { isAnimating = !segments.isEmpty }
    }
    /// Whether `segments` has any, kept beside it: in code not specialized for `Value`, even asking an
    /// array of segments whether it is empty asks the runtime for the array's and the segment's metadata.
    private var isAnimating = false
    /// The layout nodes that drew with this value since its target last moved: a new target makes
    /// them draw again (an effect's node is kept while its value changes).
    private var painters: [WeakLayoutNode] = []
    /// The census of the graph the value animates in (nil only where a debug build's check failed).
    private let census: NodeCensus?

    init(_ value: Value, census: NodeCensus?) {
        target = value
        self.census = census
        census?.made(.animation)
    }

    deinit {
        census?.freed(.animation)
    }

    /// `W` is `Value` (the class was found for it): made through the class, no metadata is asked.
    static func making<W: VectorArithmetic>(_ value: W, census: NodeCensus?) -> AnyObject {
        AnimatedValue(UnsafeRuntime.sameType(value, as: Value.self), census: census)
    }

    /// Moves the target; with an animation what is shown glides there from where it is at `time`.
    /// Returns true when an animation started.
    @discardableResult
    func setTarget(_ value: Value, animation: Animation?, time: Double) -> Bool {
        guard value != target else { return false }
        if !painters.isEmpty {
            for painter in painters { painter.node?.setNeedsPaint() }
            painters.removeAll()
        }
        guard let animation else {
            target = value
            segments.removeAll()
            return false
        }
        let shown = self.value(at: time)
        if segments.contains(where: { $0.animation.repeatsForever }) {
            // A new value ends a repeating animation (how SwiftUI code stops one): from what is shown
            // now, only the new animation runs. Otherwise the old loop would go on for ever on top.
            segments.removeAll()
            target = value
            segments.append(Segment(animation: animation, start: time, delta: shown - value, initialVelocity: 0))
            return true
        }
        if animation.isSpring, !segments.isEmpty, segments.allSatisfy({ $0.animation.isSpring }) {
            let velocity = normalizedVelocity(at: time, toward: value)
            segments.removeAll()
            target = value
            segments.append(Segment(animation: animation, start: time, delta: shown - value, initialVelocity: velocity))
        } else {
            let delta = target - value
            target = value
            segments.append(Segment(animation: animation, start: time, delta: delta, initialVelocity: 0))
        }
        return true
    }

    /// What is shown at `time`.
    ///
    /// A value with no animation (most of them: every emoji of a document has two) returns its target
    /// before any code that handles segments runs (see `isAnimating`).
    func value(at time: Double) -> Value {
        guard !isAnimating else { return movingValue(at: time) }
        if PaintWalk.usesCaches, let painter = PaintWalk.noteRead(running: false) { notePainter(painter) }
        return target
    }

    @inline(never)
    private func movingValue(at time: Double) -> Value {
        if PaintWalk.usesCaches, let painter = PaintWalk.noteRead(running: isMoving(at: time)) { notePainter(painter) }
        var result = target
        for segment in segments {
            result += segment.delta.scaled(by: 1 - segment.progress(at: time))
        }
        return result
    }

    /// Whether what is shown at `time` still changes with time (without pruning finished segments).
    private func isMoving(at time: Double) -> Bool {
        for segment in segments where !segment.animation.isComplete(at: time - segment.start) { return true }
        return false
    }

    private func notePainter(_ node: LayoutNode) {
        var hasGone = false
        for painter in painters {
            if painter.node === node { return }
            if painter.node == nil { hasGone = true }
        }
        // Only when one is gone: `removeAll(where:)` copies a list it does not own alone even when it
        // removes nothing.
        if hasGone { painters.removeAll { $0.node == nil } }
        painters.append(WeakLayoutNode(node))
    }

    func isRunning(at time: Double) -> Bool {
        // Most values never animate: asked of an empty list, `removeAll(where:)` would still make the
        // shared empty storage unique, allocating.
        guard isAnimating else { return false }
        segments.removeAll { $0.animation.isComplete(at: time - $0.start) }
        return !segments.isEmpty
    }

    /// The shown value's velocity as a fraction per second of the way to `newTarget`.
    private func normalizedVelocity(at time: Double, toward newTarget: Value) -> Double {
        let step = 1.0 / 600
        let motion = (value(at: time) - value(at: time - step)).scaled(by: 1 / step)
        let remaining = value(at: time) - newTarget
        let length = remaining.magnitudeSquared
        guard length > 0 else { return 0 }
        // dot(motion, remaining) / |remaining|², with the dot product from magnitudes.
        let dot = ((motion + remaining).magnitudeSquared - motion.magnitudeSquared - length) / 2
        return -dot / length
    }
}
