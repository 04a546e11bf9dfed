import FinchMonkey
import FinchTesting
import Testing

/// Short monkey runs of every app on fixed seeds (the long ones are `make monkey`'s): no phase
/// violation, every view node alive is in a window's tree after the last action, and nothing of the
/// app outlives its windows. Frames are not timed here (tests never time; the tool's release runs do).
@MainActor
@Suite("The monkey plays every app", .serialized)
struct MonkeyTests {
    /// 150 actions of each app; 30 under a sanitizer (`TestTimeouts.sanitized`), where each action is
    /// many times slower: 150 held the main actor for over ten minutes under AddressSanitizer, and the
    /// loopback network tests waiting beside it for their turns timed out.
    static let actions = TestTimeouts.sanitized ? 30 : 150

    @Test("A seeded run finds nothing wrong", arguments: MonkeyApp.allCases)
    func run(app: MonkeyApp) async {
        let monkey = Monkey(app: app, seed: 20_261_204)
        monkey.frameLimitMilliseconds = .infinity
        let report = await monkey.run(actions: Self.actions)
        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.actions == Self.actions)
        #expect(report.liveNodes == report.treeNodes)
        #expect(report.treeNodes > 0)
    }

    @Test("The same seed plays the same actions")
    func replays() async {
        var first: [String] = []
        var second: [String] = []
        let one = Monkey(app: .memorize, seed: 7)
        one.willPerform = { _, action in first.append(action.description) }
        _ = await one.run(actions: 40)
        let two = Monkey(app: .memorize, seed: 7)
        two.willPerform = { _, action in second.append(action.description) }
        _ = await two.run(actions: 40)
        #expect(first == second)
        #expect(first.count == 40)
    }
}
