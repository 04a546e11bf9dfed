import Finch
import FinchTesting
import Foundation
import Testing

/// Keys on a navigation stack reach only the top page: a page under it is out of the window on iOS.
/// Found by the Landmarks soak (issue 27): a link activated with Return kept the focus under the page it
/// pushed, and every further Return or Space pushed another copy, so the stack grew without bound.
/// The stack's path as last evaluated.
@MainActor
private final class Probe {
    var path: [Int] = []
}

/// What the pushed pages' buttons did.
@MainActor
private final class PressLog {
    var events: [String] = []
}

@MainActor
@Suite("Keyboard focus stays out of pages under the top one")
struct CoveredPageFocusTests {
    /// The path lives in the view's state, as apps keep it; the probe lets the test read it.
    private struct Pushing: View {
        let probe: Probe
        let log: PressLog
        @State private var path: [Int] = []

        var body: some View {
            let _ = (probe.path = path)
            NavigationStack(path: $path) {
                List {
                    NavigationLink("First", value: 1)
                    NavigationLink("Second", value: 2)
                }
                .navigationTitle("Pages")
                .navigationDestination(for: Int.self) { number in
                    Button("Note \(number)") { log.events.append("note \(number)") }
                }
            }
        }
    }

    private static let tab: UInt32 = 0xff09
    private static let returnKey: UInt32 = 0xff0d
    private static let space: UInt32 = 0x20

    @Test("Return on a link pushes once; further Returns and Spaces push nothing; Tab goes to the top page")
    func keysReachOnlyTheTopPage() {
        let probe = Probe()
        let log = PressLog()
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { Pushing(probe: probe, log: log) }
        window.pressKey(Self.tab)
        window.pressKey(Self.returnKey, characters: "\r")
        window.advance(by: 1)
        #expect(probe.path == [1])
        for _ in 0..<3 {
            window.pressKey(Self.returnKey, characters: "\r")
            window.pressKey(Self.space, characters: " ")
            window.advance(by: 1)
        }
        #expect(probe.path == [1])
        #expect(log.events.isEmpty)
        // Tab passes over the covered links to the top page's controls: its back button, then its
        // button, which Return then presses.
        window.pressKey(Self.tab)
        window.pressKey(Self.tab)
        window.pressKey(Self.returnKey, characters: "\r")
        window.advance(by: 1)
        #expect(log.events == ["note 1"])
        #expect(probe.path == [1])
    }

    @Test("Back on the first page: its links take keys again")
    func uncoveredPageTakesKeys() throws {
        let probe = Probe()
        let log = PressLog()
        let window = TestWindow(size: CGSize(width: 390, height: 600)) { Pushing(probe: probe, log: log) }
        window.pressKey(Self.tab)
        window.pressKey(Self.returnKey, characters: "\r")
        window.advance(by: 1)
        let back = try #require(window.frames(ofText: "Pages").first)
        window.tap(at: CGPoint(x: back.midX, y: back.midY))
        window.advance(by: 1)
        #expect(probe.path.isEmpty)
        window.pressKey(Self.tab)
        window.pressKey(Self.returnKey, characters: "\r")
        window.advance(by: 1)
        #expect(probe.path.count == 1)
    }
}
