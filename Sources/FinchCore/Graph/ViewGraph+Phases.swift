import Foundation

/// What a view graph is doing: a frame runs update, then layout, then paint.
public enum GraphPhase: Hashable, Sendable {
    /// Between frames: changes are only recorded, to be applied by the next update.
    case idle
    /// Pending changes are applied and invalidated views evaluated.
    case update
    /// Views are sized and placed. Bodies are evaluated here only inside a layout callback
    /// (`ViewGraph.performLayoutCallback`): a geometry reader's content, a lazy stack's rows.
    case layout
    /// The display list is made. Nothing may change here: no state write, no body.
    case paint
}

/// The phase rules, checked in debug builds: a state write inside any phase (a body writing state, a
/// layout or a shape's path changing state), or a body evaluated outside an update or a layout
/// callback, is a bug in Finch or in the app, reported through `ViewGraph.phaseViolationHandler`.
extension ViewGraph {
    /// Runs `body` in `phase`, restoring the phase before.
    func run<R>(in phase: GraphPhase, _ body: () -> R) -> R {
        pipeline.run(in: phase, body)
    }

    /// Builds inside a layout pass: the one way layout may evaluate bodies (Flutter's
    /// `invokeLayoutCallback`), used by containers that know their content only once they are placed.
    /// Bodies evaluated inside see the values committed by the last update, as update's do.
    func performLayoutCallback<R>(_ body: () -> R) -> R {
        pipeline.layoutCallbackDepth += 1
        defer { pipeline.layoutCallbackDepth -= 1 }
        return evaluatingBodies(body)
    }

    /// Runs `body`, in which views' bodies are evaluated: `@State` reads see committed values, and
    /// bindings made here may derive their snapshots from one another (`SnapshotEpoch`).
    func evaluatingBodies<R>(_ body: () -> R) -> R {
        StateReads.committedOnly += 1
        SnapshotEpoch.beginEvaluation()
        defer {
            StateReads.committedOnly -= 1
            SnapshotEpoch.endEvaluation()
        }
        return body()
    }

    func checkBodyEvaluationAllowed<V>(_ type: V.Type) {
        guard !pipeline.mayEvaluateBodies else { return }
        Self.reportPhaseViolation(
            "the body of \(V.self) was evaluated during \(pipeline.phase), outside an update or layout callback")
    }

    /// State is written between frames only (actions, gestures, tasks, and the appear, change and
    /// preference actions Finch queues to run after a phase). A write from a body during an update, or
    /// from anything run while laying out or painting, would change what the phase is computing.
    func checkStateWriteAllowed() {
        switch pipeline.phase {
        case .idle: return
        case .update: Self.reportPhaseViolation("a state value was written during update (from a body)")
        case .layout: Self.reportPhaseViolation("a state value was written during layout")
        case .paint: Self.reportPhaseViolation("a state value was written while painting")
        }
    }

    /// What a phase violation does: by default a debug assertion (nothing in release builds). Tests of
    /// the rules set this to record violations instead of stopping.
    package static var phaseViolationHandler: ((String) -> Void)?

    static func reportPhaseViolation(_ message: String) {
        if let handler = phaseViolationHandler {
            handler(message)
        } else {
            assertionFailure("Finch: \(message)")
        }
    }
}

/// Which value a `@State` read sees: while bodies are evaluated, the value the update applied (a later
/// batch's write is not applied yet); elsewhere (actions, gestures), the latest write.
@MainActor
enum StateReads {
    static var committedOnly = 0
}
