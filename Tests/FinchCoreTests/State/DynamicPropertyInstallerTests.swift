import Foundation
import Testing

@testable import FinchCore

/// Two counters in one user property wrapper, nested in another: slots in declaration order, depth first.
@propertyWrapper
private struct Pair: DynamicProperty {
    @State private var first = 0
    @Counted private var second

    var wrappedValue: (Int, Int) {
        get { (first, second) }
        nonmutating set { (first, second) = newValue }
    }
}

private final class Token {}

/// A view mixing dynamic properties with fields of every other kind the installer's plan skips:
/// plain values, a class reference, a weak reference, an optional, a closure and a tuple.
private struct MixedView: View {
    let label: String
    let token = Token()
    weak var weakToken: Token?
    let optional: Int? = 3
    let action: () -> Void = {}
    let size = (1, 2)
    @State private var a = 1
    @Pair private var pair
    @State private var c = 7
    let probe: Probe<MixedView>

    func set(a: Int, pair: (Int, Int), c: Int) {
        self.a = a
        self.pair = pair
        self.c = c
    }

    var body: some View {
        let _ = (probe.value = self)
        Text("\(label) \(a) \(pair.0) \(pair.1) \(c)")
    }
}

@MainActor
@Suite("Dynamic properties found by their type's plan")
struct DynamicPropertyInstallerTests {
    @Test("Properties among other fields, nested two deep, each keep their own slot across evaluations")
    func slotsInDeclarationOrder() throws {
        let probe = Probe<MixedView>()
        let graph = layout(MixedView(label: "v", probe: probe), in: CGSize(width: 300, height: 50))
        #expect(graph.frames(ofText: "v 1 0 0 7").count == 1)
        try #require(probe.value).set(a: 2, pair: (3, 4), c: 5)
        graph.layout(in: CGSize(width: 300, height: 50))
        #expect(graph.frames(ofText: "v 2 3 4 5").count == 1)
        // A second view of the same type (its plan already made) links to its own node's storage.
        let other = Probe<MixedView>()
        let second = layout(MixedView(label: "w", probe: other), in: CGSize(width: 300, height: 50))
        #expect(second.frames(ofText: "w 1 0 0 7").count == 1)
        try #require(probe.value).set(a: 9, pair: (9, 9), c: 9)
        graph.layout(in: CGSize(width: 300, height: 50))
        second.layout(in: CGSize(width: 300, height: 50))
        #expect(graph.frames(ofText: "v 9 9 9 9").count == 1)
        #expect(second.frames(ofText: "w 1 0 0 7").count == 1)
        // Each probe holds a view that holds the probe: let go, so the cycle does not outlive the test.
        probe.value = nil
        other.value = nil
    }
}
