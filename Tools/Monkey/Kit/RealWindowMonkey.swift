import Finch
import FinchCore
import FinchGTK
import FinchTesting
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The monkey in a real window: the app runs in this process in its GTK window (run it under Xvfb), and
/// the same seeded choice as the headless monkey's (`MonkeyChooser`) picks each action, which is given to
/// the window as real input through `xdotool` (`MonkeyXdotool`) from a thread of its own, while GTK's
/// main loop runs the app on the main thread.
///
/// Being in the process, it reads where to act from the window's accessibility elements, stops at the
/// first phase violation (`ViewGraph.phaseViolationHandler`), times every frame the window runs after the
/// first action (`FrameObserver`), and at the end checks that the window is still there and that its
/// census of view nodes equals what its tree holds. It plays for `seconds` or `actions` actions,
/// whichever ends first; a failure names the app, seed and step, and `--actions <step>` replays up to it.
/// Input is asynchronous, so a problem is found at the step it is noticed, which may be a step after the
/// action that caused it.
@MainActor
public final class RealWindowMonkey {
    public let app: MonkeyApp
    public let seed: UInt64
    /// A frame longer than this is counted late.
    public var frameLimitMilliseconds = 50.0
    /// Called, on the input thread, with each step before it is done (the tool keeps it for a crash).
    public var willPerform: (@Sendable (Int, MonkeyAction) -> Void)?

    private var chooser: MonkeyChooser
    private let folder: URL
    private let host: GTKApplication
    private var report: MonkeyReport
    private var violations: [String] = []
    /// The step being done (0 before the first): frames and violations are counted against it.
    private var step = 0
    private var lastAction: MonkeyAction?
    /// True once the input thread read the census and quit the app; false when the app ended first.
    private var finished = false
    /// The step the input thread is at, for the report of a hang (when the main actor cannot be asked).
    private nonisolated let inputStep = Atomic<Int>(0)

    /// The app's files go to a folder of the run's (its home for the run: documents, history, defaults).
    public init(app: MonkeyApp, seed: UInt64) {
        self.app = app
        self.seed = seed
        chooser = MonkeyChooser(seed: seed)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-monkey-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, path) in [("HOME", ""), ("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config")] {
            setenv(name, folder.appendingPathComponent(path).path, 1)
        }
        setenv("GSETTINGS_BACKEND", "memory", 1)
        host = GTKApplication(
            scenes: app.realWindowScenes(seed: seed, folder: folder), size: nil,
            fallbackSize: app.realWindowFallbackSize, appName: app.realWindowAppName)
        report = MonkeyReport(app: app, seed: seed)
    }

    /// Runs the app and plays it; returns when the app has quit.
    public func run(seconds: Double, actions: Int) -> MonkeyReport {
        let previousHandler = ViewGraph.phaseViolationHandler
        ViewGraph.phaseViolationHandler = { [weak self] message in self?.violations.append(message) }
        FrameObserver.onFrame = { [weak self] milliseconds in self?.timed(milliseconds) }
        defer {
            ViewGraph.phaseViolationHandler = previousHandler
            FrameObserver.onFrame = nil
            try? FileManager.default.removeItem(at: folder)
        }
        let started = Date()
        let input = Thread { [self] in play(seconds: seconds, actions: actions) }
        input.start()
        let status = host.run()
        report.seconds = Date().timeIntervalSince(started)
        if !finished {
            report.problems.append("step \(step): the app ended (status \(status)) while it was being played")
        }
        return report
    }

    // MARK: Input thread

    /// Waits for the window, plays until time or actions run out or a problem stops it, then reads the
    /// census and quits the app.
    private nonisolated func play(seconds: Double, actions: Int) {
        let pid = getpid()
        let deadline = Date().addingTimeInterval(30)
        var found = Xdotool.windows(of: pid)
        while found.isEmpty, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            found = Xdotool.windows(of: pid)
        }
        guard let window = found.last else {
            onMain { $0.end(problem: Xdotool.path == nil ? "xdotool is not installed" : "no window within 30 s") }
            return
        }
        let willPerform = onMain { $0.willPerform }
        let end = Date().addingTimeInterval(seconds)
        var done = 0
        while Date() < end, done < actions {
            done += 1
            inputStep.store(done, ordering: .relaxed)
            let (action, commands) = onMain { [done] in $0.plan(step: done, window: window) }
            willPerform?(done, action)
            perform(action, commands, window: window, pid: pid)
            if onMain({ $0.check() }) { break }
        }
        settle()
        onMain { $0.end(problem: nil) }
    }

    private nonisolated func perform(_ action: MonkeyAction, _ commands: [[String]]?, window: String, pid: Int32) {
        if case .wait(let seconds) = action { Thread.sleep(forTimeInterval: min(seconds, 1)) }
        for command in commands ?? [] { Xdotool.run(command) }
        // Input arrives asynchronously: a moment for the app to take it before the check.
        Thread.sleep(forTimeInterval: 0.03)
        // Only a document app opens a window on Ctrl+N (the others would wait for nothing).
        let opensWindow = app.realWindowAppName != "" && commands?.joined().contains("ctrl+n") == true
        closeNewWindows(keeping: window, pid: pid, waitForOne: opensWindow)
    }

    /// Closes the windows other than the one played. A document app's Ctrl+N opens one: it gets the focus
    /// and Ctrl+W, as a person who opened it would close it (left open they pile up), once GTK counts it
    /// active (sooner, the Ctrl+W reached the played window, and EmojiArt ended); if it never becomes
    /// active it is closed as its close button does. A dialog gets Escape. Small windows are left alone:
    /// GTK's drag icons (and a 1 × 1 window of its drag and drop) are windows too, and Escape would cancel
    /// the drag. A new window appears a moment after Ctrl+N, so that waits for it up to 3 s.
    private nonisolated func closeNewWindows(keeping window: String, pid: Int32, waitForOne: Bool) {
        let deadline = Date().addingTimeInterval(waitForOne ? 3 : 0)
        var others = Xdotool.windows(of: pid).filter { $0 != window }
        while others.isEmpty || !onMain({ $0.host.openWindows.count > 1 }), waitForOne, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            others = Xdotool.windows(of: pid).filter { $0 != window }
        }
        for other in others {
            guard let size = Xdotool.size(of: other), size.width >= 100, size.height >= 100 else { continue }
            Xdotool.run(["windowfocus", "--sync", other], timeout: 5)
            // The played window is the first the app opened; the app's windows after it are new ones.
            var focused = false
            for _ in 0..<20 where !focused {
                focused = onMain { $0.host.openWindows.dropFirst().contains(where: \.isActive) }
                if !focused { Thread.sleep(forTimeInterval: 0.05) }
            }
            Xdotool.run(["key", focused ? "ctrl+w" : "Escape"], timeout: 5)
        }
        guard onMain({ $0.host.openWindows.count > 1 }) else { return }
        Thread.sleep(forTimeInterval: 0.2)
        onMain { monkey in
            for hosted in monkey.host.openWindows.dropFirst() { hosted.close() }
        }
    }

    /// Lets animations and transitions end (up to 5 s) before the census is read.
    private nonisolated func settle() {
        for _ in 0..<10 {
            Thread.sleep(forTimeInterval: 0.5)
            if onMain({ $0.censusBalances }) { return }
        }
    }

    /// Runs `body` on the main actor, which GTK's main loop serves (`MainQueueBridge`), and waits for it.
    /// A main thread that does not answer within `hangSeconds` is a hung app: the run ends there, naming
    /// the step, as a crash does.
    private nonisolated func onMain<T: Sendable>(
        _ body: @escaping @MainActor @Sendable (RealWindowMonkey) -> T
    ) -> T {
        let answer = MainAnswer<T>()
        DispatchQueue.main.async {
            MainActor.assumeIsolated { answer.set(body(self)) }
        }
        guard answer.wait(seconds: hangSeconds), let value = answer.value else {
            let step = inputStep.load(ordering: .relaxed)
            let line =
                "finch-monkey: \(app.rawValue) seed \(seed) step \(step) (real window): the app hung, its main "
                + "thread did not answer for \(Int(hangSeconds)) s\n"
            FileHandle.standardError.write(Data(line.utf8))
            exit(1)
        }
        return value
    }

    private nonisolated var hangSeconds: Double { 60 }

    // MARK: Main actor

    /// Chooses step `step`'s action and the xdotool commands that do it (nil: skipped).
    private func plan(step: Int, window: String) -> (MonkeyAction, [[String]]?) {
        self.step = step
        let played = host.openWindows.first
        let size = played?.size ?? .zero
        let action = chooser.next(size: size, appActions: app.appActions) {
            played?.graph.accessibilityElements.map(\.frame) ?? []
        }
        lastAction = action
        report.actions = step
        var commands = MonkeyXdotool.commands(for: action, window: window, size: size)
        if case .app(let name) = action {
            commands = appCommands(app.realWindowInput(for: name, random: &chooser.random), window: window, size: size)
        }
        if commands == nil { report.skipped += 1 }
        return (action, commands)
    }

    private func appCommands(_ input: RealWindowInput, window: String, size: CGSize) -> [[String]] {
        let graph = host.openWindows.first?.graph
        switch input {
        case .tapText(let text, let last):
            let frames = graph?.frames(ofText: text) ?? []
            guard let frame = last ? frames.last : frames.first else { return [] }
            return MonkeyXdotool.commands(for: .tap(CGPoint(x: frame.midX, y: frame.midY)), window: window, size: size)
                ?? []
        case .longPressCenter:
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            return MonkeyXdotool.commands(for: .longPress(center), window: window, size: size) ?? []
        case .keys(let keys):
            return keys.map { ["windowfocus", "--sync", window, "key", $0] }
        case .nothing:
            return []
        }
    }

    /// True when the run must stop: a phase violation, or the window gone.
    private func check() -> Bool {
        let action = lastAction.map { " (\($0))" } ?? ""
        if !violations.isEmpty {
            report.problems += violations.map { "step \(step)\(action): \($0)" }
            return true
        }
        if host.openWindows.isEmpty {
            report.problems.append("step \(step)\(action): the window is gone")
            return true
        }
        return false
    }

    private var censusBalances: Bool {
        let windows = host.openWindows
        return windows.reduce(0) { $0 + $1.graph.liveNodeCount } == windows.reduce(0) { $0 + $1.graph.treeNodeCount }
    }

    /// A frame's work: the worst is kept with its step, and each over the limit is late.
    private func timed(_ milliseconds: Double) {
        guard step > 0 else { return }
        if milliseconds > frameLimitMilliseconds { report.lateFrames += 1 }
        if milliseconds > report.worstFrameMilliseconds {
            report.worstFrameMilliseconds = milliseconds
            report.worstFrameStep = step
        }
    }

    /// Reads the census (the window must still be there) and quits the app.
    private func end(problem: String?) {
        if let problem { report.problems.append(problem) }
        let windows = host.openWindows
        if problem == nil, windows.isEmpty, !report.problems.contains(where: { $0.contains("window is gone") }) {
            report.problems.append("after step \(step): the window is gone")
        }
        report.liveNodes = windows.reduce(0) { $0 + $1.graph.liveNodeCount }
        report.treeNodes = windows.reduce(0) { $0 + $1.graph.treeNodeCount }
        if report.liveNodes != report.treeNodes {
            report.problems.append(
                "after step \(step): \(report.liveNodes) view nodes alive, \(report.treeNodes) in the trees")
        }
        finished = true
        host.quit()
    }
}

/// A value made on the main thread for the input thread, which waits for it.
private final class MainAnswer<T: Sendable>: Sendable {
    private let stored = LockedState<T?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    func set(_ value: T) {
        stored.withLock { $0 = value }
        ready.signal()
    }

    /// True once the value is there, false after `seconds` without it.
    func wait(seconds: Double) -> Bool { ready.wait(timeout: .now() + seconds) == .success }

    var value: T? { stored.withLock { $0 } }
}
