import Foundation

/// What tests and benchmarks ask of a graph that apps never should: body counts, node counts, and
/// dropping the layout caches. SPI (`@_spi(Testing) import FinchCore`), so it is not part of the API
/// apps see; bodies are counted in debug builds only, so a release build pays nothing for it.
extension ViewGraph {
    /// Whether this build counts body evaluations (debug builds): `debugBodyEvaluationCount` is 0 otherwise.
    @_spi(Testing) public static var countsBodyEvaluations: Bool {
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// Counts one evaluation of a body of `type` (debug builds only).
    @inline(__always)
    func countBodyEvaluation<V: View>(of type: V.Type) {
        #if DEBUG
            bodyEvaluations.count(ObjectIdentifier(type))
        #endif
    }

    /// How many times bodies of views of `type` were evaluated (for tests that pin fine-grained updates);
    /// always 0 in a release build.
    @_spi(Testing) public func debugBodyEvaluationCount<V: View>(of type: V.Type) -> Int {
        #if DEBUG
            bodyEvaluations.count(of: ObjectIdentifier(type))
        #else
            0
        #endif
    }

    @_spi(Testing) public func debugResetBodyEvaluationCounts() {
        #if DEBUG
            bodyEvaluations.reset()
        #endif
    }

    /// How many graph nodes are in the tree (views with an identity), for memory measurements.
    @_spi(Testing) public var debugNodeCount: Int { treeNodeCount }

    /// Forgets every cached size, so the next layout measures the whole tree again (for benchmarks).
    @_spi(Testing) public func debugClearLayoutCaches() {
        visit { $0.clearSizeCache() }
    }
}
