/// Real-time bounds for tests' waits on work outside their control.
public enum TestTimeouts {
    /// How long a test waits for the connection of a cancelled URLSession task to close. FoundationNetworking
    /// carries a cancel out on the session's serial work queue, behind the other transfers of that session
    /// (`URLSession.shared` is every test's), and its `cancel()` waits for that queue first: in full runs
    /// under AddressSanitizer three tests waited past a minute for it. The close always comes, so this
    /// bound is only against a real hang (and `LoopbackHTTPServer.defaultMaximumHold` is longer).
    public static let hangUp: Double = 300
}
