import Foundation

/// Reports how long after the process started the first frame was drawn, when
/// `FINCH_REPORT_FIRST_FRAME=1` (the window smoke test reads it to check start-up time).
@MainActor
enum StartupClock {
    private static var reported = false

    static func firstFrameDrawn() {
        guard !reported else { return }
        reported = true
        guard ProcessInfo.processInfo.environment["FINCH_REPORT_FIRST_FRAME"] == "1",
            let elapsed = secondsSinceProcessStart()
        else { return }
        // Written straight to the file descriptor: `print` buffers when stdout is a pipe.
        FileHandle.standardOutput.write(Data("finch: first frame after \(Int((elapsed * 1000).rounded())) ms\n".utf8))
    }

    /// Seconds since the process started, from the kernel's start time (field 22 of
    /// /proc/self/stat, in clock ticks since boot) and the system uptime.
    private static func secondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
            let uptime = uptimeText.split(separator: " ").first.flatMap({ Double($0) }),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name (which may contain spaces) start at field 3.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard hertz > 0 else { return nil }
        return uptime - ticks / hertz
    }
}
