import Finch
import FinchTesting
import Foundation
import Testing

/// `Link`, `\.openURL` and the desktop opener behind them (`URLOpeners`).
@MainActor
@Suite("Link and openURL hand URLs to the environment's action, then the desktop", .serialized)
struct LinkTests {
    /// Stands for the desktop: records what it was asked to open.
    @MainActor
    final class RecordingOpener: URLOpener {
        var opened: [URL] = []
        var answer = true

        func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
            opened.append(url)
            completion(answer)
        }
    }

    private static let size = CGSize(width: 320, height: 200)

    /// Runs `body` with `opener` as the desktop's, then puts back what was there.
    private func withOpener(_ opener: RecordingOpener, _ body: () throws -> Void) rethrows {
        let saved = URLOpeners.current
        URLOpeners.current = opener
        defer { URLOpeners.current = saved }
        try body()
    }

    private func tapText(_ text: String, in window: TestWindow) throws {
        let frame = try #require(window.frames(ofText: text).first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test("Tapping a Link with no action of the app's opens its URL on the desktop")
    func linkOpensOnDesktop() throws {
        let opener = RecordingOpener()
        let url = try #require(URL(string: "https://www.swift.org/documentation/"))
        try withOpener(opener) {
            let window = TestWindow(size: Self.size) { Link("Swift documentation", destination: url) }
            try tapText("Swift documentation", in: window)
        }
        #expect(opener.opened == [url])
    }

    @Test("A Link is drawn as a button: its title in the accent colour")
    func linkIsTinted() throws {
        let url = try #require(URL(string: "https://example.com"))
        let window = TestWindow(size: Self.size) { Link("Example", destination: url) }
        let run = try #require(window.textRuns.first { $0.layout.string == "Example" })
        #expect(run.layout.spans.first?.color == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test("The app's openURL action gets the URL first; .handled keeps it from the desktop")
    func customActionHandles() throws {
        let opener = RecordingOpener()
        var handled: [URL] = []
        let url = try #require(URL(string: "https://example.com/a"))
        try withOpener(opener) {
            let window = TestWindow(size: Self.size) {
                Link("A", destination: url)
                    .environment(
                        \.openURL,
                        OpenURLAction { url in
                            MainActor.assumeIsolated { handled.append(url) }
                            return .handled
                        })
            }
            try tapText("A", in: window)
        }
        #expect(handled == [url])
        #expect(opener.opened.isEmpty)
    }

    @Test("systemAction(_:) sends another URL to the desktop; discarded sends none")
    func systemActionWithOtherURL() throws {
        let opener = RecordingOpener()
        let url = try #require(URL(string: "https://example.com/old"))
        let other = try #require(URL(string: "https://example.com/new"))
        var results: [Bool] = []
        withOpener(opener) {
            OpenURLAction { _ in .systemAction(other) }(url) { results.append($0) }
            OpenURLAction { _ in .discarded }(url) { results.append($0) }
            OpenURLAction { _ in .handled }(url) { results.append($0) }
        }
        #expect(opener.opened == [other])
        #expect(results == [true, false, true])
    }

    @Test("Only http, https and file URLs reach the desktop; others are refused with false")
    func refusesOtherSchemes() throws {
        let opener = RecordingOpener()
        var results: [Bool] = []
        try withOpener(opener) {
            for text in ["javascript:alert(1)", "myapp://launch?x=1", "https://example.com", "file:///tmp/a.txt"] {
                let url = try #require(URL(string: text))
                URLOpeners.open(url) { results.append($0) }
            }
        }
        #expect(opener.opened.map(\.absoluteString) == ["https://example.com", "file:///tmp/a.txt"])
        #expect(results == [false, false, true, true])
    }

    @Test("Without a desktop (the headless host) nothing opens and the action reports false")
    func noOpenerReportsFalse() throws {
        let saved = URLOpeners.current
        URLOpeners.current = nil
        defer { URLOpeners.current = saved }
        var results: [Bool] = []
        let url = try #require(URL(string: "https://example.com"))
        EnvironmentValues().openURL(url) { results.append($0) }
        #expect(results == [false])
    }

    @Test("UIApplication.shared.open and canOpenURL go through the same opener")
    func uiApplicationOpens() async throws {
        let opener = RecordingOpener()
        let saved = URLOpeners.current
        URLOpeners.current = opener
        defer { URLOpeners.current = saved }
        let url = try #require(URL(string: "https://example.com/page"))
        let refused = try #require(URL(string: "tel:123"))
        #expect(UIApplication.shared.canOpenURL(url))
        #expect(!UIApplication.shared.canOpenURL(refused))
        let opened = await UIApplication.shared.open(url)
        #expect(opened)
        #expect(opener.opened == [url])
    }
}
