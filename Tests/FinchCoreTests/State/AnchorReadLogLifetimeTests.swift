import Foundation
import Testing

@testable import FinchCore

/// `make leaks` reported `AnchorReadLog`s (one per `GeometryReader`, held by its proxies) as leaked,
/// and so it is: the reader's position flag, made and held the same way, is freed with the graph, but
/// its anchor log outlives it. Not yet understood; marked a known issue so the test says so until the
/// leak is fixed (and fails, asking for the mark to go, once it is).
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
        withKnownIssue("the anchor log outlives its reader (make leaks, 2026-12-04)") {
            #expect(watched.log == nil)
        }
    }
}
