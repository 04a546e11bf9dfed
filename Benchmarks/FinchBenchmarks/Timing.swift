/// The median and 95th percentile of a benchmark's runs, in milliseconds.
struct Timing {
    let median: Double
    let p95: Double

    /// Sorts `durations` and picks the nearest-rank median and 95th percentile.
    init(_ durations: [Duration]) {
        let milliseconds = durations.map(Self.milliseconds).sorted()
        precondition(!milliseconds.isEmpty, "a benchmark needs at least one run")
        median = milliseconds[milliseconds.count / 2]
        p95 = milliseconds[min(milliseconds.count - 1, Int((Double(milliseconds.count) * 0.95).rounded(.up)) - 1)]
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}

/// Runs `body` `warmUp` times untimed, then `iterations` times each timed with `ContinuousClock`.
func measure(warmUp: Int = 20, iterations: Int = 200, _ body: () -> Void) -> Timing {
    for _ in 0..<warmUp { body() }
    let clock = ContinuousClock()
    var durations: [Duration] = []
    durations.reserveCapacity(iterations)
    for _ in 0..<iterations {
        durations.append(clock.measure(body))
    }
    return Timing(durations)
}

/// Times a single run, for cold measurements that cannot be repeated.
func measureOnce(_ body: () -> Void) -> Double {
    Timing.milliseconds(ContinuousClock().measure(body))
}
