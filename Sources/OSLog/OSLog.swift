import Foundation

/// The older log handle (`OSLog(subsystem:category:)`, `OSLog.default`), for `os_log` and `Logger(_:)`.
public final class OSLog: Sendable {
    let subsystem: String
    let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: LogOutput.disabledCategory)
}

/// iOS 10's `os_log("Loaded %d items", log: log, type: .info, count)`: the arguments fill the format as
/// `String(format:)` fills it, and the line goes where `Logger`'s do. `%{public}@` and `%{private}d` are
/// read as `%@` and `%d`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    writeFormatted(message, args, level: type, to: log)
}

/// `os_log(.error, "…")`, the type first (iOS 12).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    writeFormatted(message, args, level: type, to: log)
}

/// The format filled with the arguments (privacy markers taken out), written as `Logger`'s lines are.
private func writeFormatted(_ message: StaticString, _ args: [CVarArg], level: OSLogType, to log: OSLog) {
    let format = message.description.replacingOccurrences(
        of: "%\\{(public|private|sensitive)\\}", with: "%", options: .regularExpression)
    let text = args.isEmpty ? format : String(format: format, arguments: args)
    LogOutput.write(text, level: level, subsystem: log.subsystem, category: log.category)
}
