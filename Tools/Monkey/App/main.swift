import FinchMonkey
import Foundation

// `finch-monkey [--app NAME|all] [--seed N] [--actions N] [--frame-limit MS]`: plays each app with a
// seeded random monkey (see `Monkey`), prints a report per app, and exits 1 when any found a problem.
// `--real-window` (with `--seconds N`, default 120) plays one app in its real GTK window through xdotool
// instead (see `RealWindowMonkey`; run it under Xvfb, as `make monkey-window` does); `--actions` then
// stops it early, so `--actions <step>` replays a failure up to its step.
// A crash prints the app, seed and step first, so `make monkey APP= SEED= ACTIONS=<step>` replays it.
// `FINCH_MONKEY_TRACE=1` prints every action as it is done.
//
// The top level is synchronous: GTK's main loop must run on the main thread, which an asynchronous top
// level hands to libdispatch on Linux. The headless runs go through a task on the main queue instead.

struct Options {
    var apps = MonkeyApp.allCases
    var seed = UInt64(Date().timeIntervalSince1970)
    var actions: Int?
    var frameLimit = 50.0
    var realWindow = false
    var seconds = 120.0

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--real-window" {
                realWindow = true
                continue
            }
            guard let value = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            switch flag {
            case "--app" where value == "all": apps = MonkeyApp.allCases
            case "--app":
                guard let app = MonkeyApp(rawValue: value) else { throw UsageError("no app named \(value)") }
                apps = [app]
            case "--seed": seed = try Self.number(value, flag)
            case "--actions": actions = Int(try Self.number(value, flag))
            case "--frame-limit": frameLimit = Double(try Self.number(value, flag))
            case "--seconds": seconds = Double(try Self.number(value, flag))
            default: throw UsageError("unknown option \(flag)")
            }
        }
        if realWindow, apps.count != 1 { throw UsageError("--real-window plays one app: name it with --app") }
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

if options.realWindow, let app = options.apps.first {
    print("\(app.rawValue): seed \(options.seed), \(Int(options.seconds)) s in a real window")
    let monkey = RealWindowMonkey(app: app, seed: options.seed)
    monkey.frameLimitMilliseconds = options.frameLimit
    let seed = options.seed
    monkey.willPerform = { step, action in
        CrashBreadcrumb.record("\(app.rawValue) seed \(seed) step \(step) (real window): \(action)")
        if trace || step % 100 == 0 { print("  step \(step): \(action)") }
    }
    let report = monkey.run(seconds: options.seconds, actions: options.actions ?? Int.max)
    print(report)
    let failed = !report.problems.isEmpty || report.lateFrames > 0
    if failed {
        print(
            "replay: finch-monkey --real-window --app \(app.rawValue) --seed \(seed) --actions \(report.actions) "
                + "--seconds \(Int(options.seconds))")
    }
    exit(failed ? 1 : 0)
}

Task { @MainActor in
    var failed = false
    for app in options.apps {
        let actions = options.actions ?? 20_000
        print("\(app.rawValue): seed \(options.seed), \(actions) actions")
        let monkey = Monkey(app: app, seed: options.seed)
        monkey.frameLimitMilliseconds = options.frameLimit
        monkey.willPerform = { step, action in
            CrashBreadcrumb.record("\(app.rawValue) seed \(options.seed) step \(step): \(action)")
            if trace || step % 1000 == 0 { print("  step \(step): \(action)") }
        }
        let report = await monkey.run(actions: actions)
        print(report)
        failed = failed || !report.problems.isEmpty || report.lateFrames > 0
    }
    exit(failed ? 1 : 0)
}
dispatchMain()
