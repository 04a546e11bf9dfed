import FinchUnsafe
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

    /// The heap bytes of the view node objects in the tree, and of their side records, per view node
    /// (`malloc_usable_size`: what the allocator really gives each object, not the arrays and
    /// dictionaries they point to), for memory measurements.
    @_spi(Testing) public var debugViewNodeObjectBytes: Int {
        guard let root = rootViewNodeIfAny else { return 0 }
        var nodes = 0
        var bytes = 0
        func add(_ object: AnyObject?) {
            guard let object else { return }
            bytes += UnsafeRuntime.allocatedSize(of: object) ?? 0
        }
        func visit(_ node: ViewNode) {
            nodes += 1
            add(node)
            add(node.dynamicStorage)
            add(node.animationState)
            for child in node.children { visit(child) }
        }
        visit(root)
        return bytes / nodes
    }

    /// Forgets every cached size, so the next layout measures the whole tree again (for benchmarks).
    @_spi(Testing) public func debugClearLayoutCaches() {
        visit { $0.clearSizeCache() }
    }
}
