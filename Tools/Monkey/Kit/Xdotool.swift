import Foundation

/// Runs `xdotool` as a child process with an argument list (never through a shell), on the calling
/// thread, which must not be the main one: the app's GTK main loop keeps running there meanwhile.
enum Xdotool {
    /// The program, found on `PATH` once.
    static let path: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").map { "\($0)/xdotool" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs one command; its standard output when it exits with 0 within `timeout` seconds, else nil
    /// (a command that hangs, such as a focus that never comes, is killed).
    @discardableResult
    static func run(_ arguments: [String], timeout: Double = 15) -> String? {
        guard let path else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let deadline = Date().addingTimeInterval(timeout)
        // Output is a few window ids at most, well within the pipe's buffer, so it is read after the exit.
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                return nil
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The visible X windows of process `pid` (GTK sets `_NET_WM_PID`).
    static func windows(of pid: Int32) -> [String] {
        (run(["search", "--onlyvisible", "--pid", "\(pid)"], timeout: 5) ?? "").split(separator: "\n").map(String.init)
    }

    /// The window's width and height, nil when it cannot be read (gone already).
    static func size(of window: String) -> (width: Int, height: Int)? {
        let lines = (run(["getwindowgeometry", "--shell", window], timeout: 5) ?? "").split(separator: "\n")
        let values = Dictionary(
            lines.compactMap { line -> (String, Int)? in
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, let value = Int(parts[1]) else { return nil }
                return (String(parts[0]), value)
            }, uniquingKeysWith: { first, _ in first })
        guard let width = values["WIDTH"], let height = values["HEIGHT"] else { return nil }
        return (width, height)
    }
}
