import Foundation
import Testing

@testable import FinchCore

/// What the graph counts as "unchanged": a wrong "equal" would hide a change from the screen, a
/// wrong "different" only costs a body evaluation. Each kind of value goes its own way (cached per type).
@MainActor
@Suite("Values are compared by kind: own comparison, ==, fields, optionals, enums, closures")
struct ValueEqualityTests {
    final class Box {}

    /// Not Equatable: compared field by field through the cached layout.
    struct Card {
        var id: Int
        var content: String
        var isFaceUp: Bool
        var owner: Box
        var tags: [String]
    }

    enum Face {
        case up(String)
        case down
    }

    struct WithClosure {
        var id: Int
        var action: () -> Void
    }

    struct WithExistential {
        var value: Any
    }

    @Test func structsWithoutEquatableCompareFieldByField() {
        let owner = Box()
        let card = Card(id: 1, content: "🍎", isFaceUp: false, owner: owner, tags: ["a"])
        var same = card
        same.tags = ["a"]  // a new array with equal elements: the bytes differ, the values do not
        #expect(ValueEquality.areEqual(typed: card, same))
        var flipped = card
        flipped.isFaceUp = true
        #expect(!ValueEquality.areEqual(typed: card, flipped))
        var renamed = card
        renamed.content = String("🍎🍎".prefix(1)) + "x"
        #expect(!ValueEquality.areEqual(typed: card, renamed))
        var otherOwner = card
        otherOwner.owner = Box()
        #expect(!ValueEquality.areEqual(typed: card, otherOwner))
    }

    @Test func theSameValuesCompareTheSameAsExistentials() {
        let owner = Box()
        let card = Card(id: 1, content: "🍎", isFaceUp: false, owner: owner, tags: [])
        #expect(ValueEquality.areEqual(card as Any, card as Any))
        #expect(!ValueEquality.areEqual(card as Any, 1 as Any))
        #expect(ValueEquality.areEqual(WithExistential(value: card), WithExistential(value: card)))
        #expect(!ValueEquality.areEqual(WithExistential(value: card), WithExistential(value: "card")))
    }

    @Test func optionalsCompareTheirWrappedValues() {
        let owner = Box()
        let card: Card? = Card(id: 1, content: "🍎", isFaceUp: false, owner: owner, tags: ["x"])
        var other = card
        other?.tags = ["x"]
        #expect(ValueEquality.areEqual(typed: card, other))
        #expect(!ValueEquality.areEqual(typed: card, nil))
        #expect(ValueEquality.areEqual(typed: Card?.none, nil))
        other?.id = 2
        #expect(!ValueEquality.areEqual(typed: card, other))
    }

    /// An overlay keeps its layer in a box (`_SecondaryLayerStorage`), made anew by every evaluation: two
    /// boxes of equal layers are one layer, so a parent's new evaluation does not rebuild an unchanged overlay.
    @Test func overlaysCompareTheirLayersNotTheirBoxes() {
        func overlay(_ text: String?, alignment: Alignment = .center) -> _SecondaryLayerModifier<Text?> {
            _SecondaryLayerModifier(layer: text.map { Text($0) }, alignment: alignment, inFront: true)
        }
        #expect(ValueEquality.areEqual(typed: overlay("a"), overlay("a")))
        #expect(ValueEquality.areEqual(typed: overlay(nil), overlay(nil)))
        #expect(!ValueEquality.areEqual(typed: overlay("a"), overlay("b")))
        #expect(!ValueEquality.areEqual(typed: overlay("a"), overlay(nil)))
        #expect(!ValueEquality.areEqual(typed: overlay("a"), overlay("a", alignment: .top)))
        let background = _SecondaryLayerModifier(layer: Text?.none, alignment: .center, inFront: false)
        #expect(!ValueEquality.areEqual(typed: overlay(nil), background))
    }

    @Test func enumsWithPayloadsCompareCaseAndPayload() {
        #expect(ValueEquality.areEqual(typed: Face.up("A"), .up("A")))
        #expect(!ValueEquality.areEqual(typed: Face.up("A"), .up("B")))
        #expect(!ValueEquality.areEqual(typed: Face.up("A"), .down))
        #expect(ValueEquality.areEqual(typed: Face.down, .down))
    }

    @Test func closuresAreDifferentUnlessTheSameClosure() {
        let action: () -> Void = {}
        #expect(ValueEquality.areEqual(typed: WithClosure(id: 1, action: action), WithClosure(id: 1, action: action)))
        let count = Box()
        let first = WithClosure(id: 1) { _ = count }
        let second = WithClosure(id: 1) { _ = count }
        #expect(!ValueEquality.areEqual(typed: first, second))
    }

    @Test func shapeStylesCompareWhatTheyWrap() {
        #expect(ValueEquality.areEqual(typed: AnyShapeStyle(Color.red), AnyShapeStyle(Color.red)))
        #expect(!ValueEquality.areEqual(typed: AnyShapeStyle(Color.red), AnyShapeStyle(Color.blue)))
        #expect(!ValueEquality.areEqual(typed: AnyShapeStyle(Color.red), AnyShapeStyle(Color.red.opacity(0.5))))
    }

    @Test @MainActor func modifiedViewsCompareModifierAndContent() {
        let view = Text("a").padding(3)
        #expect(ValueEquality.areEqual(view: view, Text("a").padding(3)))
        #expect(!ValueEquality.areEqual(view: view, Text("a").padding(4)))
        #expect(!ValueEquality.areEqual(view: view, Text("b").padding(3)))
    }

    /// `AnyView` holds an `any View`: compared as what it holds, through the existential.
    @Test @MainActor func typeErasedViewsCompareWhatTheyHold() {
        let card = Card(id: 1, content: "🍎", isFaceUp: false, owner: Box(), tags: ["x"])
        #expect(ValueEquality.areEqual(view: AnyView(Text("a")), AnyView(Text("a"))))
        #expect(!ValueEquality.areEqual(view: AnyView(Text("a")), AnyView(Text("b"))))
        #expect(!ValueEquality.areEqual(view: AnyView(Text("a")), AnyView(Color.red)))
        #expect(ValueEquality.areEqual(typed: [card as Any, 1], [card as Any, 1]))
        #expect(!ValueEquality.areEqual(typed: [card as Any, 1], [card as Any, 2]))
    }
}

/// A struct holding weak and unowned references: their storage is not a plain reference, so such values
/// must be compared through reflection that loads them properly, never read as strong references.
@MainActor
@Suite("Values holding weak or unowned references compare safely")
struct WeakFieldEqualityTests {
    final class Target {}

    struct Watcher {
        var id: Int
        weak var target: Target?
        unowned var owner: Target
    }

    @Test func weakAndUnownedFields() {
        let owner = ValueEqualityTests.Box()
        _ = owner
        let first = Target()
        let second = Target()
        let a = Watcher(id: 1, target: first, owner: first)
        var b = a
        #expect(ValueEquality.areEqual(typed: a, b))
        b.target = second
        #expect(!ValueEquality.areEqual(typed: a, b))
        b.target = first
        b.id = 2
        #expect(!ValueEquality.areEqual(typed: a, b))
        var c = a
        c.owner = second
        #expect(!ValueEquality.areEqual(typed: a, c))
        withExtendedLifetime((first, second)) {}
    }
}
