/// What a monkey run found.
public struct MonkeyReport: Sendable, CustomStringConvertible {
    public var app: MonkeyApp
    public var seed: UInt64
    /// Actions done (all of them unless a problem stopped the run).
    public var actions = 0
    /// The longest frame after an action (update, layout and display list), in milliseconds, and the
    /// step it followed.
    public var worstFrameMilliseconds = 0.0
    public var worstFrameStep = 0
    /// Frames over the run's limit.
    public var lateFrames = 0
    /// View nodes the census counted alive, and the nodes the windows' trees held, after the last action.
    public var liveNodes = 0
    public var treeNodes = 0
    /// Everything that went wrong, each with the step it happened at.
    public var problems: [String] = []
    /// A real window's run: how long it played, and the actions it could not give the window (drops from
    /// another program, Ctrl+W on the window played). Nil and 0 for the headless window.
    public var seconds: Double?
    public var skipped = 0

    public var description: String {
        let frames = "worst frame \(String(format: "%.2f", worstFrameMilliseconds)) ms (step \(worstFrameStep))"
        let census = "census \(liveNodes) live view nodes, \(treeNodes) in the trees"
        let outcome =
            problems.isEmpty ? "no problem" : "\(problems.count) problem(s):\n  " + problems.joined(separator: "\n  ")
        let played = seconds.map { " in \(String(format: "%.0f", $0)) s in a real window, \(skipped) skipped" } ?? ""
        return
            "\(app.rawValue) seed \(seed): \(actions) actions\(played), \(frames), \(lateFrames) late; \(census); \(outcome)"
    }
}
