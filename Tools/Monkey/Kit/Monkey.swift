import Finch
import FinchCore
import FinchTesting
import Foundation

/// A seeded random player of an app through the headless window: taps and drags where things are drawn,
/// pinches, scrolls, keys, typing, drops from another program, waiting, and the app's own actions.
///
/// After every action it lets a frame pass and times it, and stops at the first phase violation (a state
/// write during update, layout or paint). At the end every window's census (view nodes alive) must equal
/// what its tree holds, and closing the app must leave nothing of it alive. The same seed replays the
/// same actions: a failure names its seed and step (`make monkey APP= SEED= ACTIONS=`). What an action
/// starts on other queues that the subject can wait for (a drop's load, `MainQueue.settle`; EmojiArt's
/// file queue) lands before the next action; other work (a refused download) arrives on a later turn of
/// the main queue, so it may land a step earlier or later in a replay; the actions themselves do not change.
@MainActor
public final class Monkey {
    public let app: MonkeyApp
    public let seed: UInt64
    /// A frame longer than this is counted late (the tool's release runs check it; tests do not time).
    public var frameLimitMilliseconds = 50.0
    /// Called with each step before it is done (the tool keeps the last for a crash report).
    public var willPerform: ((Int, MonkeyAction) -> Void)?

    private var chooser: MonkeyChooser
    private let folder: URL
    private let subject: any MonkeySubject
    private var report: MonkeyReport
    private var violations: [String] = []

    public init(app: MonkeyApp, seed: UInt64) {
        self.app = app
        self.seed = seed
        chooser = MonkeyChooser(seed: seed)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-monkey-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        subject = app.makeSubject(seed: seed, folder: folder)
        report = MonkeyReport(app: app, seed: seed)
    }

    /// Plays `actions` actions (fewer when a problem stops it) and closes the app.
    public func run(actions: Int) async -> MonkeyReport {
        let previousHandler = ViewGraph.phaseViolationHandler
        ViewGraph.phaseViolationHandler = { [weak self] message in self?.violations.append(message) }
        defer {
            ViewGraph.phaseViolationHandler = previousHandler
            try? FileManager.default.removeItem(at: folder)
        }
        for step in 1...max(1, actions) {
            let action = nextAction()
            willPerform?(step, action)
            perform(action)
            // What the action started on other queues lands now, in this step on every replay (a
            // dropped picture still decoding when the windows closed once held the canvas's state).
            if !(await subject.settle()) {
                violations.append("work the action started on other queues was still running after a minute")
            }
            timeFrame(step: step)
            report.actions = step
            if !violations.isEmpty {
                report.problems += violations.map { "step \(step) (\(action)): \($0)" }
                break
            }
        }
        finish()
        return report
    }

    // MARK: Choosing

    private func nextAction() -> MonkeyAction {
        let window = subject.window
        return chooser.next(size: window.size, appActions: subject.appActions) {
            window.accessibilityElements.map(\.frame)
        }
    }

    // MARK: Doing

    private func perform(_ action: MonkeyAction) {
        let window = subject.window
        switch action {
        case .tap(let point): window.tap(at: point)
        case .doubleTap(let point): window.doubleTap(at: point)
        case .longPress(let point): window.longPress(at: point, duration: 0.6)
        case .drag(let from, let to): window.drag(from: from, to: to)
        case .pinch(let point, let scale): window.pinch(at: point, scale: scale)
        case .scroll(let point, let delta): _ = window.scroll(at: point, by: delta)
        case .key(let code, let characters, let modifiers):
            window.pressKey(code, characters: characters, modifiers: modifiers)
        case .type(let text): window.type(text)
        case .drop(let drop, let point):
            _ = window.dragFromOutside(providers: [drop.provider(in: folder)], through: [point])
        case .wait(let seconds): subject.advance(by: seconds)
        case .app(let name): subject.perform(name, random: &chooser.random)
        }
    }

    /// The frame after an action: the app's clocks move a frame on (update and layout), then the
    /// display list is made, as a host's frame does before it paints.
    private func timeFrame(step: Int) {
        let clock = ContinuousClock()
        let window = subject.window
        let elapsed = clock.measure {
            subject.advance(by: 1.0 / 60)
            _ = window.displayList
        }
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
        if milliseconds > frameLimitMilliseconds { report.lateFrames += 1 }
        if milliseconds > report.worstFrameMilliseconds {
            report.worstFrameMilliseconds = milliseconds
            report.worstFrameStep = step
        }
    }

    // MARK: Ending

    /// Lets animations and transitions end, reads the census, then closes the app.
    private func finish() {
        subject.advance(by: 5)
        for window in subject.windows {
            report.liveNodes += window.liveNodeCount
            report.treeNodes += window.treeNodeCount
        }
        if report.liveNodes != report.treeNodes {
            report.problems.append(
                "after step \(report.actions): \(report.liveNodes) view nodes alive, \(report.treeNodes) in the trees")
        }
        report.problems += subject.close().map { "closing: \($0)" }
    }
}
