import CGtk
import FinchCairo
import FinchCore
import Foundation

/// With `FINCH_REPORT_MEMORY=<seconds>`, the app writes a line to standard error every so many seconds:
/// its resident memory, what the C heap holds in use and free (`mallinfo2`), the pixels the renderer's
/// raster caches keep (bounded by bytes: `RasterCache`), and what every open
/// window's graph owns by kind (`NodeCensus`). `scripts/soak.py --census` keeps the lines beside its
/// samples, so growth in a long run is told apart: objects a graph still owns (a leak Finch can name),
/// heap in use that no graph counts (caches, libraries), or free heap the allocator keeps (fragmentation).
@MainActor
enum MemoryReport {
    static let interval: UInt32? = ProcessInfo.processInfo.environment["FINCH_REPORT_MEMORY"]
        .flatMap { UInt32($0) }.flatMap { $0 > 0 ? $0 : nil }

    /// The graphs of the windows open now (held weakly: a closed window's graph goes).
    private static var graphs: [WeakGraph] = []
    private static var timerID: guint = 0

    /// Counts `graph` in the reports while it lives; the first call starts the timer.
    static func follow(_ graph: ViewGraph) {
        guard let interval else { return }
        graphs.removeAll { $0.graph == nil }
        graphs.append(WeakGraph(graph: graph))
        if timerID == 0 { timerID = g_timeout_add_seconds(interval, onReport, nil) }
    }

    fileprivate static func report() {
        graphs.removeAll { $0.graph == nil }
        let live = graphs.compactMap(\.graph)
        // What the trees hold beside what is alive: more alive than held is a leak of graph objects.
        let held =
            "tree_view_nodes=\(live.reduce(0) { $0 + $1.treeNodeCount }) "
            + "tree_layout_nodes=\(live.reduce(0) { $0 + $1.treeLayoutNodeCount }) "
            + "leaving_views=\(live.reduce(0) { $0 + $1.leavingViewCount }) "
        let counts = CensusKind.allCases.compactMap { kind -> String? in
            let count = live.reduce(0) { $0 + $1.census.live(kind) }
            return count == 0 ? nil : "\(kind)=\(count)"
        }
        let heap = mallinfo2()
        let text = CairoBackend.shared.renderer.textCache
        let uptime = String(format: "%.1f", ProcessInfo.processInfo.systemUptime)
        let memory: String =
            "rss_kb=\(residentKilobytes()) heap_used_kb=\(heap.uordblks / 1024) "
            + "heap_free_kb=\(heap.fordblks / 1024) mmap_kb=\(heap.hblkhd / 1024) "
            + "raster_caches_kb=\(CairoBackend.shared.renderer.rasterCacheBytes / 1024) "
            + "image_caches_kb=\(CairoBackend.shared.renderer.imageCacheBytes / 1024) "
            + "text_layouts=\(text.layouts) text_fonts=\(text.fonts) font_caches_cleared=\(text.fontCachesCleared)"
        let line: String =
            "finch-memory: t=\(uptime) \(memory) open_windows=\(live.count) " + held + counts.joined(separator: " ")
            + "\n"
        FileHandle.standardError.write(Data(line.utf8))
        if showsTypes { reportTypes(of: live) }
    }

    /// With `FINCH_REPORT_MEMORY_TYPES=<n>`, each report also names the `n` view types the trees hold
    /// most of, to find what a growing tree is made of.
    private static let typesShown =
        ProcessInfo.processInfo.environment["FINCH_REPORT_MEMORY_TYPES"]
        .flatMap { Int($0) } ?? 0
    private static var showsTypes: Bool { typesShown > 0 }

    private static func reportTypes(of graphs: [ViewGraph]) {
        var counts: [String: Int] = [:]
        for graph in graphs { counts.merge(graph.treeViewTypeCounts, uniquingKeysWith: +) }
        let top = counts.sorted { $0.value > $1.value }.prefix(typesShown).map { "  \($0.value) \($0.key)" }
        FileHandle.standardError.write(Data(("finch-memory-types:\n" + top.joined(separator: "\n") + "\n").utf8))
    }

    /// VmRSS from `/proc/self/status`, 0 where it cannot be read.
    private static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}

/// A window's graph, not kept alive by the report.
private struct WeakGraph {
    weak var graph: ViewGraph?
}

private let onReport: @convention(c) (gpointer?) -> gboolean = { _ in
    MainActor.assumeIsolated { MemoryReport.report() }
    return 1  // G_SOURCE_CONTINUE
}
