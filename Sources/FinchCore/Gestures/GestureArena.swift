import Foundation

/// The gestures competing for one touch (or one pinch, or one rotation), from touch-down until
/// every one of them is done.
///
/// Competitors are ranked: high-priority gestures outermost first, then ordinary gestures
/// innermost (the touched view's own) first. A competitor's reports run only once every
/// competitor ranked above it has failed; until then they are held back. The first competitor
/// whose report claims the touch (a recognised gesture) wins: the ones below it are cancelled and
/// their held reports dropped. Simultaneous gestures do not compete: their reports run at once.
///
/// A scroll view's drag, and a drag source's (`onDrag`), are the exceptions to waiting their turn: once
/// one recognises (the pointer moved past its threshold, or a touch held for a drag), it takes the touch
/// from the discrete gestures ranked above it inside it (a button's tap, a long press), and cancels the
/// simultaneous gestures inside it too (a button's pressed look), as a scroll view cancels its content's
/// touches. Continuous gestures inside it (a drag, another scroll view) keep their turn: they win if they
/// recognise first.
@MainActor
final class GestureArena {
    @MainActor
    final class Participant {
        let recognizer: any AnyGestureRecognizer
        let space: CoordinateMapper
        let simultaneous: Bool
        /// A scroll view's drag or a drag source's (see the type).
        let takesTouchFromContent: Bool
        /// How deep its view is on the touched path (0: outermost).
        let depth: Int
        var held: [GestureOutput<Void>] = []
        var claimed = false
        var dropped = false

        init(
            recognizer: any AnyGestureRecognizer, space: CoordinateMapper, simultaneous: Bool,
            takesTouchFromContent: Bool, depth: Int
        ) {
            self.recognizer = recognizer
            self.space = space
            self.simultaneous = simultaneous
            self.takesTouchFromContent = takesTouchFromContent
            self.depth = depth
        }

        var isLive: Bool { !dropped && recognizer.status != .failed }

        func drop() {
            guard !dropped else { return }
            dropped = true
            held.removeAll()
            recognizer.cancel()
        }
    }

    private var competitors: [Participant] = []
    private var simultaneous: [Participant] = []

    /// One entry per gesture on the path to the touched view, in rank order (see the type).
    init(gestures: [(handler: GestureHandler, space: CoordinateMapper, depth: Int)]) {
        for (handler, space, depth) in gestures {
            // Weak: the participant holds the recognizer, which holds this sink. A strong capture would
            // be a cycle keeping the recognizer, its gesture's callbacks and the `@State` they capture
            // alive after the arena is gone (and the window closed).
            weak var participant: Participant?
            let recognizer = handler.makeRecognizer { [weak self] report in
                guard let self, let participant else { return }
                receive(report, from: participant)
            }
            let made = Participant(
                recognizer: recognizer, space: space, simultaneous: handler.priority == .simultaneous,
                takesTouchFromContent: handler.isScrollPan || handler.isDragSource, depth: depth)
            participant = made
            if made.simultaneous { simultaneous.append(made) } else { competitors.append(made) }
        }
    }

    private var live: [Participant] {
        (competitors + simultaneous).filter { !$0.dropped && !$0.recognizer.status.isDone }
    }

    /// True when every gesture has ended, failed or been dropped.
    var isFinished: Bool { live.isEmpty }

    /// The earliest time a gesture decides something on its own.
    var deadline: Double? { live.compactMap(\.recognizer.deadline).min() }

    func receive(_ kind: GestureInput.Kind, at location: CGPoint, time: Double) {
        for participant in live {
            participant.recognizer.receive(
                GestureInput(kind: kind, windowLocation: location, time: time, space: participant.space))
        }
    }

    func fire(at time: Double) {
        for participant in live {
            if let deadline = participant.recognizer.deadline, deadline <= time + deadlineTolerance {
                participant.recognizer.fire(at: time)
            }
        }
    }

    func cancel() {
        for participant in live { participant.recognizer.cancel() }
    }

    private func receive(_ report: GestureOutput<Void>, from participant: Participant) {
        guard !participant.dropped else {
            // A dropped gesture's failure still cleans up (a `@GestureState` returns to its initial
            // value, a long press stops pressing), as SwiftUI's cancelled gestures do; its held
            // changes never ran.
            if report.phase == .failed { for effect in report.effects { effect() } }
            return
        }
        if participant.simultaneous {
            for effect in report.effects { effect() }
            return
        }
        participant.held.append(report)
        resolve()
    }

    /// A scroll view's (or a drag source's) drag that recognised takes the touch from the discrete
    /// gestures above it.
    private func letScrollingPreempt() {
        guard
            let scroll = competitors.firstIndex(where: {
                $0.takesTouchFromContent && !$0.dropped && $0.held.contains(where: \.claims)
            })
        else { return }
        let above = competitors[..<scroll].filter(\.isLive)
        guard above.allSatisfy(\.recognizer.yieldsToScrolling) else { return }
        for participant in above { participant.drop() }
        let depth = competitors[scroll].depth
        for participant in simultaneous where participant.depth > depth { participant.drop() }
    }

    /// Runs the reports of the front competitor, moving on past failed ones; a claim wins.
    private func resolve() {
        letScrollingPreempt()
        for (index, participant) in competitors.enumerated() where !participant.dropped {
            let reports = participant.held
            participant.held.removeAll()
            for report in reports {
                if report.claims { participant.claimed = true }
                for effect in report.effects { effect() }
            }
            if participant.claimed {
                for loser in competitors[(index + 1)...] { loser.drop() }
                // A scroll view (or a drag source) that wins also ends the simultaneous gestures inside it.
                if participant.takesTouchFromContent {
                    for other in simultaneous where other.depth > participant.depth { other.drop() }
                }
                return
            }
            if participant.recognizer.status == .failed { continue }
            return
        }
    }
}
