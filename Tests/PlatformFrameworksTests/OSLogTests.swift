import Foundation
import Testing
import os

@testable import OSLog

/// A weather app's logger, as written for iOS 14 and later (`import os`, `Logger(subsystem:category:)`).
private enum Log {
    static let network = Logger(subsystem: "com.example.weather", category: "network")
}

/// `Logger` and `os_log` write one line a message to standard error, with the level, the subsystem and the
/// category; debug and info only when `FINCH_LOG_LEVEL` asks. Serialized: the lines are captured globally.
@Suite("OSLog: Logger and os_log write their lines to standard error", .serialized)
struct OSLogTests {
    @Test("Each level's line names it, the subsystem and the category; interpolated values are written")
    func levels() {
        let city = "Cupertino"
        let lines = LogOutput.capture {
            Log.network.error("Request for \(city, privacy: .public) failed: \(404)")
            Log.network.notice("Loaded \(12) days")
            Log.network.fault("Decoder gave up")
            Logger().log("No subsystem")
        }
        #expect(
            lines == [
                "error: [com.example.weather:network] Request for Cupertino failed: 404",
                "notice: [com.example.weather:network] Loaded 12 days",
                "fault: [com.example.weather:network] Decoder gave up",
                "notice: No subsystem",
            ])
    }

    @Test("Debug and info are left out unless FINCH_LOG_LEVEL asks for them")
    func quietLevels() {
        guard ProcessInfo.processInfo.environment["FINCH_LOG_LEVEL"] == nil else { return }
        let lines = LogOutput.capture {
            Log.network.debug("Raw body: \("{}")")
            Log.network.info("Cache hit")
        }
        #expect(lines.isEmpty)
    }

    @Test("Numbers take their formats and alignment; Booleans write true/false or YES/NO")
    func formats() {
        let lines = LogOutput.capture {
            Log.network.error("\(255, format: .hex(includePrefix: true)) \(7, format: .decimal(minDigits: 3))")
            Log.network.error("\(21.5, format: .fixed(precision: 2)) \(true) \(false, format: .answer)")
            Log.network.error("[\("ok", align: .right(columns: 4))]")
        }
        #expect(
            lines.map { $0.replacingOccurrences(of: "error: [com.example.weather:network] ", with: "") } == [
                "0xff 007", "21.50 true NO", "[  ok]",
            ])
    }

    @Test("os_log fills its format with its arguments; a disabled log writes nothing")
    func osLog() {
        let log = OSLog(subsystem: "com.example.weather", category: "ui")
        let lines = LogOutput.capture {
            os_log("Showing %{public}@ with %d days", log: log, type: .error, "Oslo", 5)
            os_log(.fault, log: log, "Out of %@", "cheese")
            os_log("Never", log: .disabled, type: .error)
        }
        #expect(
            lines == [
                "error: [com.example.weather:ui] Showing Oslo with 5 days",
                "fault: [com.example.weather:ui] Out of cheese",
            ])
    }
}
