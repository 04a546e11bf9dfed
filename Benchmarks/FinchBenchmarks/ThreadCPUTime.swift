import Foundation

/// The calling thread's CPU time. On a machine whose cores other work shares, a frame's real time
/// includes the time the thread waited for a core; its CPU time is the work alone. Benchmarks report both.
enum ThreadCPUTime {
    static func milliseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1_000 + Double(spec.tv_nsec) / 1e6
    }

    /// How long `body` took in CPU time of this thread, in milliseconds.
    static func measure(_ body: () -> Void) -> Double {
        let start = milliseconds()
        body()
        return milliseconds() - start
    }
}
