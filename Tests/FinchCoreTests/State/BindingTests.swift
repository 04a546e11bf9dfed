import Foundation
import Observation
import Testing

@_spi(Testing) @testable import FinchCore

/// A user property wrapper built from @State, as SwiftUI allows through DynamicProperty.
@propertyWrapper
struct Counted: DynamicProperty {
    @State private var count = 0

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }
}

private struct CountedView: View {
    @Counted var taps
    let probe: Probe<(Int) -> Void>

    var body: some View {
        let _ = (probe.value = { taps = $0 })
        Text("taps \(taps)")
    }
}

@Observable
final class Profile {
    var name = "Ada"
}

private struct ProfileEditor: View {
    @Bindable var profile: Profile
    let probe: Probe<Binding<String>>

    var body: some View {
        let _ = (probe.value = $profile.name)
        Text("name \(profile.name)")
    }
}

private struct Pair: Equatable {
    var left = 1
    var right = 2
}

@MainActor
@Suite("Bindings read and write their source; dynamic properties compose")
struct BindingTests {
    @Test("Binding(get:set:), .constant and member bindings")
    func bindings() {
        var stored = Pair()
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.right.wrappedValue = 7
        #expect(stored.right == 7)
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
        var list = [1, 2, 3]
        let listBinding = Binding(get: { list }, set: { list = $0 })
        listBinding[1].wrappedValue = 20
        #expect(list == [1, 20, 3])
        let values = listBinding.map { $0.wrappedValue }
        #expect(values == [1, 20, 3])
    }

    @Test("Element bindings read and write their element, and compare by collection place, index and value")
    func elementBindings() {
        var list = [Pair(), Pair()]
        let listBinding = Binding(get: { list }, set: { list = $0 })
        let second = listBinding[1]
        second.right.wrappedValue = 9
        #expect(list[1].right == 9 && list[0].right != 9)
        #expect(ValueEquality.areEqual(listBinding[1], listBinding[1]))
        #expect(!ValueEquality.areEqual(listBinding[0], listBinding[1]))
        let before = listBinding[1].right
        list[1].right = 10
        // Same place, but the value it showed changed: the view holding it must be evaluated again.
        #expect(!ValueEquality.areEqual(before, listBinding[1].right))
    }

    @Test("An object's element and member bindings ($model.rows[i], $model.rows[i].right) are one place each")
    func objectElementBindings() {
        final class Model: ObservableObject {
            @Published var rows = [Pair(), Pair()]
            @Published var other = [Pair(), Pair()]
        }
        let model = Model()
        let wrapper = ObservedObject(wrappedValue: model).projectedValue
        let second = wrapper.rows[1]
        second.right.wrappedValue = 9
        #expect(model.rows[1].right == 9 && model.rows[0].right != 9)
        second.wrappedValue = Pair()
        #expect(model.rows[1] == Pair())
        // The same place made twice (as a list's rows are on each evaluation) is unchanged.
        #expect(ValueEquality.areEqual(wrapper.rows[1].right, wrapper.rows[1].right))
        #expect(ValueEquality.areEqual(wrapper.rows[1], wrapper.rows[1]))
        // Another index, another property, another object: other places.
        #expect(!ValueEquality.areEqual(wrapper.rows[0].right, wrapper.rows[1].right))
        #expect(!ValueEquality.areEqual(wrapper.rows[1].right, wrapper.other[1].right))
        #expect(!ValueEquality.areEqual(wrapper.rows[1].left, wrapper.rows[1].right))
        let elsewhere = ObservedObject(wrappedValue: Model()).projectedValue
        #expect(!ValueEquality.areEqual(wrapper.rows[1].right, elsewhere.rows[1].right))
        // Reads go through to the object, whatever was there when the binding was made.
        let bound = wrapper.rows[0].right
        model.rows[0].right = 4
        #expect(bound.wrappedValue == 4)
    }

    @Test("A user DynamicProperty made of @State keeps its value in the graph")
    func composedProperty() throws {
        let probe = Probe<(Int) -> Void>()
        let graph = layout(CountedView(probe: probe), in: CGSize(width: 200, height: 50))
        let setTaps = try #require(probe.value)
        setTaps(4)
        graph.layout(in: CGSize(width: 200, height: 50))
        #expect(graph.frames(ofText: "taps 4").count == 1)
        // The probe holds a view that holds the probe: let go, so the cycle does not outlive the test.
        probe.value = nil
    }

    @Test("@Bindable gives bindings to an @Observable object's properties")
    func bindable() throws {
        let profile = Profile()
        let probe = Probe<Binding<String>>()
        let graph = layout(ProfileEditor(profile: profile, probe: probe), in: CGSize(width: 200, height: 50))
        try #require(probe.value).wrappedValue = "Grace"
        #expect(profile.name == "Grace")
        graph.layout(in: CGSize(width: 200, height: 50))
        #expect(graph.frames(ofText: "name Grace").count == 1)
    }

    @Test("Two bindings to the same place with equal values count as unchanged; different places do not")
    func bindingEquality() {
        let probe = Probe<Binding<Int>>()
        _ = layout(CounterView(probe: probe), in: CGSize(width: 100, height: 50))
        guard let binding = probe.value else { return }
        #expect(ValueEquality.areEqual(binding, binding.projectedValue))
        #expect(!ValueEquality.areEqual(binding, Binding.constant(0)))
        #expect(ValueEquality.areEqual(Binding.constant(5), Binding.constant(5)))
    }

    @Test("A binding's snapshot sits where Binding.isGraphEqual reads it, for values of every alignment")
    func snapshotOffset() {
        func check<V>(_ type: V.Type) {
            #expect(Binding<V>.snapshotOffset == MemoryLayout<Binding<V>>.offset(of: \Binding<V>.snapshot), "\(V.self)")
        }
        check(Bool.self)
        check(Int8.self)
        check(UInt16.self)
        check(Float.self)
        check(Double.self)
        check(String.self)
        check(Pair.self)
        check((Bool, Bool).self)
        check(SIMD4<Float>.self)
        check(Void.self)
    }

    @Test("Bindings to unequal values of one place differ; to equal values of one place do not")
    func inPlaceComparison() {
        let store = SwitchStore()
        func inPlace(_ a: Binding<Bool>, _ b: Binding<Bool>) -> Bool {
            withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in Binding<Bool>.isGraphEqual(a, b) } }
        }
        let first = ObservedObject(wrappedValue: store).projectedValue.rows[1].isOn
        #expect(inPlace(first, first))
        store.rows[1].isOn = true
        let second = ObservedObject(wrappedValue: store).projectedValue.rows[1].isOn
        #expect(!inPlace(first, second))
        #expect(!ValueEquality.areEqual(first, second))
        store.rows[1].isOn = false
        let third = ObservedObject(wrappedValue: store).projectedValue.rows[1].isOn
        #expect(ValueEquality.areEqual(first, third))
    }

    @Test("A derived binding takes its base's snapshot only while current: same evaluation, no write since")
    func derivedSnapshots() {
        let store = SwitchStore()
        let outside = ObservedObject(wrappedValue: store).projectedValue.rows
        store.rows[0].isOn = true
        // Made outside any evaluation: the derived binding reads through its location.
        #expect(outside[0].isOn.snapshot == true)

        SnapshotEpoch.beginEvaluation()
        let inside = ObservedObject(wrappedValue: store).projectedValue.rows
        #expect(inside[0].isOn.snapshot == true)
        // A write through a binding: snapshots taken before it are no longer trusted.
        inside[0].isOn.wrappedValue = false
        #expect(inside[0].isOn.snapshot == false)
        // A write announced by the object (`objectWillChange`, which a following view sees) as well.
        let fresh = ObservedObject(wrappedValue: store).projectedValue.rows
        SnapshotEpoch.noteWrite()
        store.rows[0].isOn = true
        #expect(fresh[0].isOn.snapshot == true)
        SnapshotEpoch.endEvaluation()
        // Kept from the stretch that ended: read through again.
        store.rows[0].isOn = false
        #expect(inside[0].isOn.snapshot == false)
    }

    @Test("A row of a list whose bound value changed is evaluated again; its unchanged neighbours are not")
    func listRowsFollowTheirBindings() {
        let store = SwitchStore()
        let size = CGSize(width: 200, height: 300)
        let graph = layout(RowList(store: store), in: size)
        graph.debugResetBodyEvaluationCounts()
        store.rows[2].isOn = true
        graph.update()
        graph.layout(in: size)
        #expect(graph.debugBodyEvaluationCount(of: BoundRow.self) == 1)
        #expect(graph.frames(ofText: "on").count == 1)
        store.rows[2].isOn = false
        graph.update()
        graph.layout(in: size)
        #expect(graph.frames(ofText: "on").isEmpty)
        #expect(graph.debugBodyEvaluationCount(of: BoundRow.self) == 2)
    }
}

final class SwitchStore: ObservableObject {
    struct Row: Equatable {
        var isOn = false
    }

    @Published var rows = [Row](repeating: Row(), count: 5)
}

private struct BoundRow: View {
    @Binding var isOn: Bool

    var body: some View { Text(isOn ? "on" : "off") }
}

private struct RowList: View {
    @ObservedObject var store: SwitchStore

    var body: some View {
        VStack {
            ForEach(store.rows.indices, id: \.self) { BoundRow(isOn: $store.rows[$0].isOn) }
        }
    }
}

/// A modifier with state of its own and an environment value, as SwiftUI allows.
private struct TapCounter: ViewModifier {
    @State private var taps = 0
    @Environment(\.isEnabled) private var isEnabled
    let probe: Probe<(Int) -> Void>

    func body(content: Content) -> some View {
        let _ = (probe.value = { taps = $0 })
        content.overlay(Text("taps \(taps) \(isEnabled ? "on" : "off")"))
    }
}

@MainActor
@Suite("Dynamic properties in view modifiers")
struct ModifierPropertyTests {
    @Test("A ViewModifier's @State keeps its value and its @Environment reads the environment")
    func modifierState() throws {
        let probe = Probe<(Int) -> Void>()
        let size = CGSize(width: 200, height: 100)
        let graph = layout(Color.red.modifier(TapCounter(probe: probe)).disabled(true), in: size)
        #expect(graph.frames(ofText: "taps 0 off").count == 1)
        let setTaps = try #require(probe.value)
        setTaps(3)
        graph.update()
        graph.layout(in: size)
        #expect(graph.frames(ofText: "taps 3 off").count == 1)
        // The probe holds a modifier that holds the probe: let go, so the cycle does not outlive the test.
        probe.value = nil
    }
}
