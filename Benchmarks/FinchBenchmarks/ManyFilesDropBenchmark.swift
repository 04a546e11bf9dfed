import Finch
import FinchCairo
import FinchCore
import Foundation
import Synchronization

/// 10,000 files dropped at once, as a file manager sends them (one `text/uri-list`), onto a view that
/// loads each as a URL: the parse, the drop on the main thread, the loads, and what stays resident.
enum ManyFilesDropBenchmark {
    struct Result {
        var parse: Double
        var drop: Double
        var loads: Double
        var loaded: Int
        var residentGrowth: Int
    }

    /// A drop area taking file URLs; each load completes off the main thread and is counted.
    struct Target: View {
        let loaded: Counter

        var body: some View {
            Color.gray.frame(width: 300, height: 200)
                .onDrop(of: [.fileURL], isTargeted: nil) { providers in
                    for provider in providers {
                        provider.loadObject(ofClass: URL.self) { @Sendable url, _ in loaded.add(url != nil) }
                    }
                    return true
                }
        }
    }

    final class Counter: Sendable {
        private let done = DispatchGroup()
        private let count = Atomic<Int>(0)

        init(expecting total: Int) { for _ in 0..<total { done.enter() } }

        func add(_ succeeded: Bool) {
            if succeeded { count.add(1, ordering: .relaxed) }
            done.leave()
        }

        /// Waits (this is a benchmark's main thread, not a test) until every load has finished.
        func wait() -> Int {
            done.wait()
            return count.load(ordering: .relaxed)
        }
    }

    @MainActor
    static func run(count: Int = 10_000) -> Result? {
        let list = DesktopDropFormats.uriListData(
            (0..<count).map { URL(fileURLWithPath: "/tmp/finch-drop/photo \($0).png") })
        let counter = Counter(expecting: count)
        let graph = ViewGraph(root: Target(loaded: counter), services: CairoBackend.shared.services)
        graph.layout(in: CGSize(width: 300, height: 200))
        let before = ResidentMemory.bytes()
        let clock = ContinuousClock()
        var providers: [NSItemProvider] = []
        let parse = clock.measure {
            providers = ((try? DesktopDropFormats.items(from: list, mimeType: "text/uri-list")) ?? []).map {
                $0.itemProvider()
            }
        }
        guard providers.count == count else { return nil }
        var taken = false
        let drop = clock.measure {
            graph.dragEntered(offering: providers[0].registeredTypeIdentifiers) { providers }
            graph.dragMoved(to: CGPoint(x: 150, y: 100))
            taken = graph.drop(at: CGPoint(x: 150, y: 100))
        }
        guard taken else { return nil }
        var loaded = 0
        let loads = clock.measure { loaded = counter.wait() }
        let after = ResidentMemory.bytes()
        return Result(
            parse: Timing.milliseconds(parse), drop: Timing.milliseconds(drop), loads: Timing.milliseconds(loads),
            loaded: loaded,
            residentGrowth: after - before)
    }
}
