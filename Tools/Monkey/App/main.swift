import FinchMonkey
import Foundation

// `finch-monkey [--app NAME|all] [--seed N] [--actions N] [--frame-limit MS]`: plays each app with a
// seeded random monkey (see `Monkey`), prints a report per app, and exits 1 when any found a problem.
// A crash prints the app, seed and step first, so `make monkey APP= SEED= ACTIONS=<step>` replays it.
// `FINCH_MONKEY_TRACE=1` prints every action as it is done.

struct Options {
    var apps = MonkeyApp.allCases
    var seed = UInt64(Date().timeIntervalSince1970)
    var actions = 20_000
    var frameLimit = 50.0

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            switch flag {
            case "--app" where value == "all": apps = MonkeyApp.allCases
            case "--app":
                guard let app = MonkeyApp(rawValue: value) else { throw UsageError("no app named \(value)") }
                apps = [app]
            case "--seed": seed = try Self.number(value, flag)
            case "--actions": actions = Int(try Self.number(value, flag))
            case "--frame-limit": frameLimit = Double(try Self.number(value, flag))
            default: throw UsageError("unknown option \(flag)")
            }
        }
    }

    private static func number(_ text: String, _ flag: String) throws -> UInt64 {
        guard let number = UInt64(text) else { throw UsageError("\(flag) takes a whole number, not \(text)") }
        return number
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

let options: Options
do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("finch-monkey: \(error)\napps: \(MonkeyApp.allCases.map(\.rawValue))\n".utf8))
    exit(2)
}

CrashBreadcrumb.install()
let trace = ProcessInfo.processInfo.environment["FINCH_MONKEY_TRACE"] == "1"
var failed = false
for app in options.apps {
    print("\(app.rawValue): seed \(options.seed), \(options.actions) actions")
    let monkey = Monkey(app: app, seed: options.seed)
    monkey.frameLimitMilliseconds = options.frameLimit
    monkey.willPerform = { step, action in
        CrashBreadcrumb.record("\(app.rawValue) seed \(options.seed) step \(step): \(action)")
        if trace || step % 1000 == 0 { print("  step \(step): \(action)") }
    }
    let report = await monkey.run(actions: options.actions)
    print(report)
    failed = failed || !report.problems.isEmpty || report.lateFrames > 0
}
exit(failed ? 1 : 0)
