import Synchronization

/// Whether a binding's snapshot is still its location's value, so a binding derived from it
/// (`$store.rows[i].isOn`) can take its own snapshot from it instead of reading the whole chain of
/// locations again.
///
/// A list makes such a binding for every row on every evaluation, and reading through the chain means
/// applying the object's key path at run time: most of an unchanged row's cost. The epoch is a counter
/// that moves on every write Finch sees (a binding's or a `@State`'s setter, an observed object's
/// `objectWillChange`, an `@Observable` property a view read) and at the start and end of every
/// stretch of body evaluation; its lowest bit is set inside such a stretch. A binding records the
/// epoch it was made in; a derived binding trusts the base's snapshot only when the epoch is still
/// that one and odd: made in this stretch of evaluation, with no write since. Anywhere else (an
/// action, a test, a binding kept in a view's stored property from an earlier update) it reads
/// through its location, as before.
///
/// What this cannot see is a write Finch is not told of (a plain property of a class no view
/// observes) made in the middle of a body, between making a binding and deriving from it. Such a
/// write updates nothing in SwiftUI either; the snapshot only decides whether a view is compared as
/// unchanged, never what a binding reads or writes.
@usableFromInline
enum SnapshotEpoch {
    @usableFromInline static let counter = Atomic<UInt>(0)

    /// The epoch now.
    @inlinable static var current: UInt { counter.load(ordering: .relaxed) }

    /// True when a snapshot taken in `epoch` is still the value: taken during this stretch of body
    /// evaluation, with no write since.
    @inlinable static func isCurrent(_ epoch: UInt) -> Bool {
        epoch & 1 == 1 && epoch == current
    }

    /// A write: snapshots taken before it are no longer trusted.
    @usableFromInline static func noteWrite() {
        // By two: the lowest bit (inside a stretch of evaluation or not) stays as it is.
        counter.wrappingAdd(2, ordering: .relaxed)
    }

    /// Bodies are about to be evaluated (an update's evaluation pass, a layout callback).
    static func beginEvaluation() {
        advance(toOdd: true)
    }

    /// The stretch of evaluation is over: snapshots taken in it are no longer trusted.
    static func endEvaluation() {
        advance(toOdd: false)
    }

    /// A new value with the lowest bit `odd`: nested stretches (a renderer run inside a body) leave the
    /// outer one "outside" until it ends, which costs only a read through the locations.
    private static func advance(toOdd odd: Bool) {
        var old = counter.load(ordering: .relaxed)
        while true {
            let new = ((old >> 1) &+ 1) << 1 | (odd ? 1 : 0)
            let (exchanged, original) = counter.compareExchange(
                expected: old, desired: new, ordering: .relaxed)
            if exchanged { return }
            old = original
        }
    }
}
