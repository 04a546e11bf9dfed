import Foundation
import Testing

@testable import FinchCore

/// Built-in modifiers name themselves and their parameters with typed keys, compared as view values are.
@Suite @MainActor struct ModifierKeyTests {
    func key<Value>(_ value: Value) -> ModifierKey { TypedModifierKey(value) }

    @Test("Equal parameters are equal keys, whether their bytes are the same or not")
    func equalParameters() {
        #expect(
            modifierKeysEqual(
                key(("padding", EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
                key(("padding", EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))))
        // Two strings with one content in different storage: equal by `==`, not by their bytes.
        let built = String(repeating: "frame-", count: 4)
        #expect(modifierKeysEqual(key((built, CGFloat?.none)), key(("frame-frame-frame-frame-", CGFloat?.none))))
    }

    @Test("A changed parameter, another name, another type or a missing key is never equal")
    func differentKeys() {
        #expect(!modifierKeysEqual(key(("frame", CGFloat(10))), key(("frame", CGFloat(11)))))
        #expect(!modifierKeysEqual(key(("frame", CGFloat(10))), key(("offset", CGFloat(10)))))
        #expect(!modifierKeysEqual(key(("frame", CGFloat(10))), key(("frame", 10.0 as Double?))))
        #expect(!modifierKeysEqual(nil, key("hidden")))
        #expect(!modifierKeysEqual(nil, nil))
    }

    @Test("Views made with equal modifiers are equal values; a changed parameter makes them differ")
    func unchangedModifierReused() {
        let first = Text("a").padding(4).frame(width: 40).opacity(0.5)
        let second = Text("a").padding(4).frame(width: 40).opacity(0.5)
        #expect(ValueEquality.areEqual(typed: first, second))
        #expect(!ValueEquality.areEqual(typed: first, Text("a").padding(5).frame(width: 40).opacity(0.5)))
    }
}
