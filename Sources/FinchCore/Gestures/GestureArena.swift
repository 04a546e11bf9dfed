import Foundation

/// The gestures competing for one touch (or one pinch, or one rotation), from touch-down until
/// every one of them is done.
///
/// Competitors are ranked: high-priority gestures outermost first, then ordinary gestures
/// innermost (the touched view's own) first. A competitor's reports run only once every
/// competitor ranked above it has failed; until then they are held back. The first competitor
/// whose report claims the touch (a recognised gesture) wins: the ones below it are cancelled and
/// their held reports dropped. Simultaneous gestures do not compete: their reports run at once.
@MainActor
final class GestureArena {
    final class Participant {
        let recognizer: any AnyGestureRecognizer
        let space: CoordinateMapper
        let simultaneous: Bool
        var held: [GestureOutput<Void>] = []
        var claimed = false
        var dropped = false

        init(recognizer: any AnyGestureRecognizer, space: CoordinateMapper, simultaneous: Bool) {
            self.recognizer = recognizer
            self.space = space
            self.simultaneous = simultaneous
        }
    }

    private var competitors: [Participant] = []
    private var simultaneous: [Participant] = []

    /// One entry per gesture on the path to the touched view, in rank order (see the type).
    init(gestures: [(handler: GestureHandler, space: CoordinateMapper)]) {
        for (handler, space) in gestures {
            var participant: Participant?
            let recognizer = handler.make { [weak self] report in
                guard let self, let participant else { return }
                receive(report, from: participant)
            }
            let made = Participant(
                recognizer: recognizer, space: space, simultaneous: handler.priority == .simultaneous)
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
        guard !participant.dropped else { return }
        if participant.simultaneous {
            for effect in report.effects { effect() }
            return
        }
        participant.held.append(report)
        resolve()
    }

    /// Runs the reports of the front competitor, moving on past failed ones; a claim wins.
    private func resolve() {
        for (index, participant) in competitors.enumerated() where !participant.dropped {
            let reports = participant.held
            participant.held.removeAll()
            for report in reports {
                if report.claims { participant.claimed = true }
                for effect in report.effects { effect() }
            }
            if participant.claimed {
                for loser in competitors[(index + 1)...] where !loser.dropped {
                    loser.dropped = true
                    loser.held.removeAll()
                    loser.recognizer.cancel()
                }
                return
            }
            if participant.recognizer.status == .failed { continue }
            return
        }
    }
}
