import Foundation

/// With `FINCH_REPORT_FRAMES=1`, a window reports each run of animation frames when it goes idle:
/// how many, the frame clock's interval between them, and the work each took (tick to end of paint).
/// `scripts/xvfb-frame-times.sh` reads it to report the frame times of a real window under Xvfb.
@MainActor
struct FrameReport {
    static let isEnabled = ProcessInfo.processInfo.environment["FINCH_REPORT_FRAMES"] == "1"

    /// Frame-clock times of the ticks, in seconds.
    private var frameTimes: [Double] = []
    /// Seconds from each tick to the end of its paint.
    private var work: [Double] = []
    private var tickStarted: Double?

    mutating func tick(frameTime: Double, now: Double) {
        guard Self.isEnabled else { return }
        frameTimes.append(frameTime)
        tickStarted = now
    }

    mutating func painted(now: Double) {
        guard Self.isEnabled, let started = tickStarted else { return }
        work.append(now - started)
        tickStarted = nil
    }

    /// Writes the summary of the frames since the last report and starts a new run.
    mutating func report(title: String) {
        defer { self = FrameReport() }
        guard Self.isEnabled, frameTimes.count > 2, let first = frameTimes.first, let last = frameTimes.last else {
            return
        }
        let intervals = zip(frameTimes.dropFirst(), frameTimes).map { ($0 - $1) * 1000 }.sorted()
        let costs = work.map { $0 * 1000 }.sorted()
        let typical = Self.percentile(intervals, 0.5)
        // Late: a frame came more than half an interval after it was due, so one was skipped.
        let late = intervals.filter { $0 > typical * 1.5 }.count
        let line =
            "finch: \(title): \(frameTimes.count) frames in \(Self.format((last - first))) s; interval median "
            + "\(Self.format(typical)) ms, max \(Self.format(intervals.last ?? 0)) ms; work per frame median "
            + "\(Self.format(Self.percentile(costs, 0.5))) ms, p95 \(Self.format(Self.percentile(costs, 0.95))) ms, "
            + "max \(Self.format(costs.last ?? 0)) ms; \(late) late frames\n"
        // Written straight to the file descriptor: `print` buffers when stdout is a pipe.
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
        return sorted[index]
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
