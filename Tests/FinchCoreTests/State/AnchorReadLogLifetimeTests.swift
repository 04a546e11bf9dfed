import Foundation
import Testing

@testable import FinchCore

/// A reader's anchor log (one per `GeometryReader`, held by its node and the proxies it hands out) goes
/// when the graph goes, as the reader's position flag does.
///
/// `make leaks` once reported these logs as leaked, and this test saw the same in that checkout's
/// incremental build, but not from a clean build: when `GeometryProxy` gained its `anchorReads` field,
/// an object file that was not compiled again still knew the proxy in its old shape (most likely its
/// link-once outlined destroy, of which the linker keeps one copy), so the log was never released.
/// A clean build has none (docs/architecture.md, on the census and `make leaks`).
@MainActor
@Suite("A geometry reader's anchor log goes with its graph")
struct AnchorReadLogLifetimeTests {
    private final class WeakLog {
        weak var log: AnchorReadLog?
        weak var graph: ViewGraph?
        weak var flag: PositionReadFlag?
    }

    @Test("The log is freed when the graph is torn down and released")
    func freed() {
        let watched = WeakLog()
        do {
            let graph = layout(
                GeometryReader { proxy in
                    let _ = (watched.log = proxy.anchorReads)
                    let _ = (watched.flag = proxy.positionReads)
                    Color.red.frame(width: proxy.size.width / 2)
                }, in: CGSize(width: 100, height: 100))
            #expect(watched.log != nil)
            watched.graph = graph
            graph.tearDown()
        }
        #expect(watched.graph == nil)
        #expect(watched.flag == nil)
        #expect(watched.log == nil)
    }
}
