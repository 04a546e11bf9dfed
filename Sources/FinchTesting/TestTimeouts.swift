import Foundation

/// Real-time bounds for tests' waits on work outside their control.
public enum TestTimeouts {
    /// How long a test waits for the connection of a cancelled URLSession task to close. FoundationNetworking
    /// carries a cancel out on the session's serial work queue, behind the other transfers of that session
    /// (`URLSession.shared` is every test's), and its `cancel()` waits for that queue first: in full runs
    /// under AddressSanitizer three tests waited past a minute for it. The close always comes, so this
    /// bound is only against a real hang (and `LoopbackHTTPServer.defaultMaximumHold` is longer).
    public static let hangUp: Double = 300

    /// Whether the tests run under a sanitizer (`make sanitize` and `make leaks` set `FINCH_SANITIZER`),
    /// where everything is many times slower: stress loops run fewer rounds, so the tests waiting beside
    /// them on the same queues get their turns.
    public static let sanitized = ProcessInfo.processInfo.environment["FINCH_SANITIZER"] != nil
}
