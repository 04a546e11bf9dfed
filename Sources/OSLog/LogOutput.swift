internal import FinchUnsafe
import Foundation

/// Where log lines go: standard error, one line a message, written whole (a line from another thread never
/// lands inside it). Tests read the lines through `capture`.
enum LogOutput {
    static let disabledCategory = "\u{0}disabled"

    /// The lines written while a capture is on, for tests.
    private static let captured = LockedValue<[String]?>(nil)

    /// The levels written: notice and above, and info and debug when `FINCH_LOG_LEVEL` asks for them.
    static func writes(_ level: OSLogType) -> Bool {
        switch level {
        case .debug: return environmentLevel == "debug"
        case .info: return environmentLevel == "debug" || environmentLevel == "info"
        default: return true
        }
    }

    private static var environmentLevel: String {
        ProcessInfo.processInfo.environment["FINCH_LOG_LEVEL"]?.lowercased() ?? ""
    }

    static func write(_ text: String, level: OSLogType, subsystem: String, category: String) {
        guard category != disabledCategory, writes(level) else { return }
        let source = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        let line = "\(level.name): \(source)\(text)"
        let kept = captured.withLock { lines -> Bool in
            guard lines != nil else { return false }
            lines?.append(line)
            return true
        }
        guard !kept else { return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Runs `body` with the lines it logs kept instead of written, and returns them.
    static func capture(_ body: () -> Void) -> [String] {
        captured.withLock { $0 = [] }
        body()
        return captured.withLock { lines in
            defer { lines = nil }
            return lines ?? []
        }
    }
}
