import FinchUnsafe
import Foundation

// Operators that join two publishers: `merge(with:)`, `combineLatest`, `zip` (a weather screen waiting for
// its forecast and its place together), and their `Publishers` type names.

extension Publisher {
    /// The values of both, as they come; finished once both have finished, failed at the first failure.
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
    where P.Output == Output, P.Failure == Failure {
        joined(other) { _, _, value, receive in
            if let left = value.left {
                receive(left)
            } else if let right = value.right {
                receive(right)
            }
        }
    }

    /// Each value of either with the latest of the other, once both have sent one.
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
    where P.Failure == Failure {
        joined(other) { state, _, value, receive in
            if let left = value.left { state.latestLeft = left }
            if let right = value.right { state.latestRight = right }
            if let left = state.latestLeft, let right = state.latestRight { receive((left, right)) }
        }
    }

    /// The values of both paired in order (the first with the first, …); finished once either has finished
    /// with nothing left to pair.
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> where P.Failure == Failure {
        joined(other, isZip: true) { state, _, value, receive in
            if let left = value.left { state.waitingLeft.append(left) }
            if let right = value.right { state.waitingRight.append(right) }
            while !state.waitingLeft.isEmpty, !state.waitingRight.isEmpty {
                receive((state.waitingLeft.removeFirst(), state.waitingRight.removeFirst()))
            }
        }
    }

    /// Both subscribed; each value handed to `combine` with the state under one lock (so values from two
    /// threads are joined one at a time), what it gives passed on after.
    fileprivate func joined<P: Publisher, T>(
        _ other: P, isZip: Bool = false,
        combine:
            @escaping (inout JoinState<Output, P.Output>, JoinSide, JoinValue<Output, P.Output>, (T) -> Void) -> Void
    ) -> AnyPublisher<T, Failure> where P.Failure == Failure {
        AnyPublisher(subscribeCompleting: { completion, receive in
            let state = LockedValue(SendableBox(JoinState<Output, P.Output>(isZip: isZip)))
            let live = SubscriptionFlag()
            let (leftSubscription, rightSubscription) = (LockedCancellable(), LockedCancellable())
            func take(_ side: JoinSide, _ value: JoinValue<Output, P.Output>) {
                let out = state.withLock { box -> SendableBox<(made: [T], ranOut: Bool)> in
                    var made: [T] = []
                    combine(&box.value, side, value) { made.append($0) }
                    let ranOut =
                        (box.value.leftFinished && box.value.zipEnds(.left))
                        || (box.value.rightFinished && box.value.zipEnds(.right))
                    return SendableBox((made, ranOut))
                }
                for value in out.value.made where live.isLive { receive(value) }
                // A zip whose finished side's last value was just paired has nothing more to pair.
                if out.value.ranOut, live.end() {
                    completion(.finished)
                    leftSubscription.cancel()
                    rightSubscription.cancel()
                }
            }
            func end(_ side: JoinSide, _ ending: Subscribers.Completion<Failure>) {
                let done = state.withLock { box -> Bool in
                    if side == .left { box.value.leftFinished = true } else { box.value.rightFinished = true }
                    if case .failure = ending { return true }
                    // A zip ends once a finished side has nothing waiting to be paired.
                    if box.value.zipEnds(side) { return true }
                    return box.value.leftFinished && box.value.rightFinished
                }
                guard done, live.end() else { return }
                completion(ending)
                leftSubscription.cancel()
                rightSubscription.cancel()
            }
            leftSubscription.set(
                subscribe(receiveCompletion: { end(.left, $0) }, receiveValue: { take(.left, JoinValue(left: $0)) }))
            rightSubscription.set(
                other.subscribe(
                    receiveCompletion: { end(.right, $0) }, receiveValue: { take(.right, JoinValue(right: $0)) }))
            return AnyCancellable {
                live.end()
                leftSubscription.cancel()
                rightSubscription.cancel()
            }
        })
    }
}

enum JoinSide { case left, right }

/// One value of either side.
struct JoinValue<Left, Right> {
    var left: Left?
    var right: Right?

    init(left: Left) { self.left = left }
    init(right: Right) { self.right = right }
}

/// What a join remembers between values.
struct JoinState<Left, Right> {
    var latestLeft: Left?
    var latestRight: Right?
    var waitingLeft: [Left] = []
    var waitingRight: [Right] = []
    var leftFinished = false
    var rightFinished = false
    /// Set by `zip`: a side that finished with nothing waiting ends the zip.
    let isZip: Bool

    init(isZip: Bool) {
        self.isZip = isZip
    }

    func zipEnds(_ side: JoinSide) -> Bool {
        guard isZip else { return false }
        return side == .left ? waitingLeft.isEmpty : waitingRight.isEmpty
    }
}

extension Publishers {
    /// `Publishers.Zip(a, b)`, as Combine names it; the same as `a.zip(b)`.
    public static func Zip<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> AnyPublisher<(A.Output, B.Output), A.Failure>
    where A.Failure == B.Failure {
        a.zip(b)
    }

    /// `Publishers.CombineLatest(a, b)`; the same as `a.combineLatest(b)`.
    public static func CombineLatest<A: Publisher, B: Publisher>(_ a: A, _ b: B)
        -> AnyPublisher<(A.Output, B.Output), A.Failure>
    where A.Failure == B.Failure {
        a.combineLatest(b)
    }

    /// `Publishers.Merge(a, b)`; the same as `a.merge(with: b)`.
    public static func Merge<A: Publisher, B: Publisher>(_ a: A, _ b: B) -> AnyPublisher<A.Output, A.Failure>
    where A.Output == B.Output, A.Failure == B.Failure {
        a.merge(with: b)
    }
}
