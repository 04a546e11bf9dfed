import Foundation
import Testing

@testable import FinchCore

/// The shortcuts a long list's update and layout take, each against the general path it stands for.
@MainActor
@Suite("Fast paths of update and layout fall back correctly")
struct FastPathTests {
    final class Box {}

    struct Inner {
        var name: String
        var owner: Box
    }

    /// Fields of every kind the per-field comparers are made for.
    struct Mixed {
        var count: Int
        var inner: Inner
        var maybe: Inner?
        var anything: Any
        var action: () -> Void
        var binding: Binding<Int>
    }

    @Test("Struct fields compare with their own types' comparers: nested structs, optionals, existentials, closures")
    func fieldComparers() {
        let owner = Box()
        let action: () -> Void = {}
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let base = Mixed(
            count: 1, inner: Inner(name: "a", owner: owner), maybe: Inner(name: "b", owner: owner),
            anything: Inner(name: "c", owner: owner), action: action, binding: binding)
        var same = base
        same.inner.name = String("aa".prefix(1))  // equal, with other bytes
        same.maybe = Inner(name: String("bb".prefix(1)), owner: owner)
        #expect(ValueEquality.areEqual(typed: base, same))
        var renamed = base
        renamed.maybe?.name = "x"
        #expect(!ValueEquality.areEqual(typed: base, renamed))
        var absent = base
        absent.maybe = nil
        #expect(!ValueEquality.areEqual(typed: base, absent))
        var otherAny = base
        otherAny.anything = 3
        #expect(!ValueEquality.areEqual(typed: base, otherAny))
        var otherOwner = base
        otherOwner.inner.owner = Box()
        #expect(!ValueEquality.areEqual(typed: base, otherOwner))
        var otherAction = base
        otherAction.action = { _ = owner }
        #expect(!ValueEquality.areEqual(typed: base, otherAction))
        // The binding is compared in place: the same location and value are unchanged; a new value is not.
        var rebound = base
        rebound.binding = binding.projectedValue
        #expect(ValueEquality.areEqual(typed: base, rebound))
        stored = 2
        rebound.binding = Binding(projectedValue: binding)
        #expect(ValueEquality.areEqual(typed: base, rebound))
        #expect(!ValueEquality.areEqual(typed: base.binding, Binding.constant(1)))
    }

    @Test("More types than the recent-types cache holds, compared in turn, keep their own strategies")
    func recentTypes() {
        for _ in 0..<3 {
            #expect(ValueEquality.areEqual(typed: 1, 1))
            #expect(!ValueEquality.areEqual(typed: "a", "b"))
            #expect(ValueEquality.areEqual(typed: Inner(name: "a", owner: Box()).name, "a"))
            #expect(!ValueEquality.areEqual(typed: 1.5, 2.5))
            #expect(ValueEquality.areEqual(typed: [1, 2], [1, 2]))
            #expect(!ValueEquality.areEqual(typed: Optional(3), nil))
            #expect(ValueEquality.areEqual(typed: Optional(Optional(3)), Optional(Optional(3))))
            #expect(!ValueEquality.areEqual(typed: Optional(Optional(3)), Optional(nil)))
        }
    }

    @Test("A view is unchanged only against an equal view of its type, never when always evaluated")
    func unchangedViews() {
        #expect(ValueEquality.isUnchanged(Text("a"), from: Text("a") as Any))
        #expect(!ValueEquality.isUnchanged(Text("a"), from: Text("b") as Any))
        #expect(!ValueEquality.isUnchanged(Text("a"), from: Color.red as Any))
        let placeholder = _ContentPlaceholder { _ in [] }
        #expect(!ValueEquality.isUnchanged(placeholder, from: placeholder as Any))
    }

    @Test("Bindings to an observed object's elements read and write through their chain")
    func objectBindings() {
        let store = RowStore()
        let wrapper = ObservedObject(wrappedValue: store).projectedValue
        let isOn = wrapper.rows[3].isOn
        #expect(!isOn.wrappedValue)
        isOn.wrappedValue = true
        #expect(store.rows[3].isOn)
        // Made later from the same place, it sees the new value: it differs from the first one.
        let again = wrapper.rows[3].isOn
        #expect(again.wrappedValue)
        #expect(!ValueEquality.areEqual(typed: isOn, again))
        #expect(ValueEquality.areEqual(typed: again, wrapper.rows[3].isOn))
        #expect(!ValueEquality.areEqual(typed: again, wrapper.rows[4].isOn))
    }

    struct Item {
        let name: String
        var id: String { "id-" + name }
    }

    struct Labelled: Identifiable {
        let label: String
        let id: Int
    }

    struct ItemRow: View {
        let title: String
        @State private var taps = 0
        let probe: Probe<[String: Binding<Int>]>

        var body: some View {
            let _ = (probe.value = (probe.value ?? [:]).merging([title: $taps]) { $1 })
            Text("\(title) \(taps)")
        }
    }

    final class Model<Element>: ObservableObject {
        @Published var items: [Element]

        init(_ items: [Element]) {
            self.items = items
        }
    }

    struct ComputedIDList: View {
        @ObservedObject var model: Model<Item>
        let probe: Probe<[String: Binding<Int>]>

        var body: some View {
            VStack {
                ForEach(model.items, id: \.id) { ItemRow(title: $0.name, probe: probe) }
            }
        }
    }

    struct StoredIDList: View {
        @ObservedObject var model: Model<Labelled>
        let probe: Probe<[String: Binding<Int>]>

        var body: some View {
            VStack {
                ForEach(model.items) { ItemRow(title: $0.label, probe: probe) }
            }
        }
    }

    @Test("ForEach keeps each element's state by its id, computed or stored, when the elements move")
    func forEachIDs() throws {
        let probe = Probe<[String: Binding<Int>]>()
        let size = CGSize(width: 300, height: 300)
        let items = Model([Item(name: "a"), Item(name: "b")])
        let computed = layout(ComputedIDList(model: items, probe: probe), in: size)
        try #require(probe.value?["b"]).wrappedValue = 4
        computed.layout(in: size)
        items.items.reverse()
        computed.layout(in: size)
        #expect(computed.frames(ofText: "b 4").count == 1)
        #expect(computed.frames(ofText: "a 0").count == 1)

        let labelled = Model([Labelled(label: "x", id: 1), Labelled(label: "y", id: 2)])
        let stored = layout(StoredIDList(model: labelled, probe: probe), in: size)
        try #require(probe.value?["y"]).wrappedValue = 7
        stored.layout(in: size)
        // The labels change, the ids stay: state follows the id (stored after another field).
        labelled.items = [Labelled(label: "z", id: 2), Labelled(label: "x", id: 1)]
        stored.layout(in: size)
        #expect(stored.frames(ofText: "z 7").count == 1)
        #expect(stored.frames(ofText: "x 0").count == 1)
    }
}

/// Places its first subview twice and never the second: the ledger must still find the second unplaced.
private struct TwiceLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let first = subviews.first else { return }
        first.place(at: bounds.origin, proposal: .unspecified)
        first.place(at: bounds.origin, proposal: .unspecified)
    }
}

@MainActor
@Suite("A container centres exactly the subviews its layout did not place")
struct PlacementLedgerTests {
    @Test("A subview placed twice counts once; the one never placed is centred")
    func placedTwice() {
        let graph = layout(
            TwiceLayout {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 20)
            }, in: CGSize(width: 100, height: 50))
        #expect(rect(of: .red, in: graph) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect(of: .blue, in: graph) == CGRect(x: 40, y: 15, width: 20, height: 20))
    }

    @Test("Spacers keep their zero spacing in a stack, between content and between spacers")
    func spacerGaps() {
        let graph = layout(
            VStack {
                Color.red.frame(width: 10, height: 10)
                Spacer(minLength: 5)
                Spacer(minLength: 5)
                Color.blue.frame(width: 10, height: 10)
            }.frame(height: 100), in: CGSize(width: 100, height: 100))
        let red = rect(of: .red, in: graph)
        let blue = rect(of: .blue, in: graph)
        #expect(red?.minY == 0)
        #expect(blue?.maxY == 100)
    }
}
