import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The step in progress, printed if the process dies of a signal (a trap, a bad access), so a crash
/// names the app, seed and step to replay. The text is kept as bytes ready to write: a signal handler
/// may only call async-signal-safe functions such as `write`.
enum CrashBreadcrumb {
    nonisolated(unsafe) private static var bytes: UnsafeMutableBufferPointer<UInt8> = .allocate(capacity: 512)
    nonisolated(unsafe) private static var length = 0

    /// Keeps `text` (cut to fit) as the line a crash prints.
    static func record(_ text: String) {
        let line = Array("finch-monkey: died during \(text)\n".utf8.prefix(bytes.count))
        length = 0
        _ = bytes.initialize(from: line)
        length = line.count
    }

    static func install() {
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            Glibc.signal(signal) { number in
                _ = write(2, CrashBreadcrumb.bytes.baseAddress, CrashBreadcrumb.length)
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
