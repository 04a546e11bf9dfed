import Foundation

/// Apple's unified-logging `Logger`, as apps write it (`Logger(subsystem:category:)`,
/// `logger.error("failed: \(error)")`): each message goes to standard error as one line, with its level,
/// subsystem and category. A desktop has no unified log; standard error is where a Linux program's log
/// goes (journald keeps it for a desktop app). Debug and info messages, which Apple keeps only in memory
/// unless asked, are written when `FINCH_LOG_LEVEL` is `debug` (both) or `info` (info).
///
/// Values are written as they are, private ones included, as Xcode's console shows them while debugging
/// (Apple's log shows `<private>` to other readers; there is no other reader here).
public struct Logger: Sendable {
    let subsystem: String
    let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger of no subsystem (`OSLog.default`'s).
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// A logger writing to `log`'s subsystem and category.
    public init(_ log: OSLog) {
        self.init(subsystem: log.subsystem, category: log.category)
    }

    public func log(_ message: OSLogMessage) { log(level: .default, message) }

    public func log(level: OSLogType, _ message: OSLogMessage) {
        LogOutput.write(message.text, level: level, subsystem: subsystem, category: category)
    }

    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
