import Foundation

/// What one accessibility modifier says about its view: every field it does not set is nil (or empty),
/// so layers from several modifiers merge field by field, the outer modifier's over the inner's.
@MainActor
struct AccessibilityProperties {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var isHidden: Bool?
    var children: AccessibilityChildBehavior?
    var sortPriority: Double?
    var inputLabels: [String]?
    /// Actions by kind name (`default`, `escape`, `magicTap` or a custom action's name), outer first.
    var actions: [(name: String, perform: @MainActor () -> Void)] = []

    /// These properties with `outer`'s over them: its set fields win, its traits are applied after
    /// these, and its actions come first (found first when performed).
    func overridden(by outer: AccessibilityProperties) -> AccessibilityProperties {
        var result = self
        result.label = outer.label ?? label
        result.value = outer.value ?? value
        result.hint = outer.hint ?? hint
        result.identifier = outer.identifier ?? identifier
        result.addedTraits = addedTraits.subtracting(outer.removedTraits).union(outer.addedTraits)
        result.removedTraits = removedTraits.subtracting(outer.addedTraits).union(outer.removedTraits)
        result.isHidden = outer.isHidden ?? isHidden
        result.children = outer.children ?? children
        result.sortPriority = outer.sortPriority ?? sortPriority
        result.inputLabels = outer.inputLabels ?? inputLabels
        result.actions = outer.actions + actions
        return result
    }

    /// `defaults` (a view's own traits) with these layers' additions and removals.
    func traits(over defaults: AccessibilityTraits) -> AccessibilityTraits {
        defaults.subtracting(removedTraits).union(addedTraits)
    }
}
