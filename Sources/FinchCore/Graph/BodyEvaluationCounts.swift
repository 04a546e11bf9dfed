import Foundation

#if DEBUG
    /// How many times bodies of each view type were evaluated in one graph, for tests that pin
    /// fine-grained updates (`ViewGraph.debugBodyEvaluationCount(of:)`). Its one job is that count;
    /// debug builds only, so a release build neither stores nor counts anything.
    @MainActor
    final class BodyEvaluationCounts {
        private var counts: [ObjectIdentifier: Int] = [:]

        @inline(__always)
        func count(_ type: ObjectIdentifier) {
            counts[type, default: 0] += 1
        }

        func count(of type: ObjectIdentifier) -> Int {
            counts[type] ?? 0
        }

        func reset() {
            counts.removeAll()
        }
    }
#endif
