import Foundation

// Accessibility modifiers, as SwiftUI's: each keeps its properties for the window's accessibility tree
// (`AccessibilityTree`) and changes nothing drawn. They are declared twice: on every view, and on a view
// already given accessibility properties, where a further call merges into the same modifier (as
// SwiftUI's `AccessibilityAttachmentModifier` does), so a chain of them is one modifier and one graph node.

extension View {
    /// The name read out for this view (a button's is its text by default).
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(label: label.plainString))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(label: Text(labelKey).plainString))
    }

    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(label: String(label)))
    }

    /// What happens when the view is activated, read after a pause.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(hint: hint.plainString))
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(hint: Text(hintKey).plainString))
    }

    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(hint: String(hint)))
    }

    /// The view's current value (a slider's position, a toggle's state).
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(value: valueDescription.plainString))
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(value: Text(valueKey).plainString))
    }

    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(value: String(value)))
    }

    /// A name for tests to find the view by; never read out.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(identifier: identifier))
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(addedTraits: traits))
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityAttached(AccessibilityProperties(removedTraits: traits))
    }

    /// Leaves the view and its content out of the accessibility tree when `hidden`.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(isHidden: hidden))
    }

    /// Makes the view one accessibility element (`.ignore`, `.combine`) or a container of its elements.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityAttached(AccessibilityProperties(children: children))
    }

    /// Elements of higher priority are read first (0 by default).
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(sortPriority: sortPriority))
    }

    /// Other names voice control may use for the view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(inputLabels: inputLabels.map(\.plainString)))
    }

    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityAttached(AccessibilityProperties(inputLabels: inputLabelKeys.map { Text($0).plainString }))
    }

    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityAttached(AccessibilityProperties(inputLabels: inputLabels.map { String($0) }))
    }

    /// Handles a standard action (activation by default) for the view.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(actions: [(actionKind.name, handler)]))
    }

    /// Makes the view adjustable (VoiceOver's swipe up and down), as a slider is: `handler` is told which way.
    /// Kept as the element's `increment` and `decrement` actions.
    public func accessibilityAdjustableAction(
        _ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        let adjust = AccessibilityAdjustment(handler)
        return accessibilityAttached(
            AccessibilityProperties(actions: [
                (AccessibilityAdjustmentDirection.increment.actionName, { @MainActor in adjust.handler(.increment) }),
                (AccessibilityAdjustmentDirection.decrement.actionName, { @MainActor in adjust.handler(.decrement) }),
            ]))
    }

    /// Adds a named custom action to the view.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityAttached(AccessibilityProperties(actions: [(name.plainString, handler)]))
    }

    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(actions: [(Text(nameKey).plainString, handler)]))
    }

    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(actions: [(String(name), handler)]))
    }

    /// The iOS 13 spellings, deprecated by SwiftUI but common in older code.
    public func accessibility(label: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(label: label.plainString))
    }

    public func accessibility(hint: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(hint: hint.plainString))
    }

    public func accessibility(value: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(value: value.plainString))
    }

    public func accessibility(identifier: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(identifier: identifier))
    }

    public func accessibility(hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(isHidden: hidden))
    }

    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(addedTraits: traits))
    }

    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier>
    {
        accessibilityAttached(AccessibilityProperties(removedTraits: traits))
    }

    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(sortPriority: sortPriority))
    }

    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityAttached(AccessibilityProperties(inputLabels: inputLabels.map(\.plainString)))
    }

    /// A new modifier holding `properties`.
    func accessibilityAttached(_ properties: AccessibilityProperties) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier(properties: properties))
    }
}

@MainActor
extension ModifiedContent where Content: View, Modifier == _AccessibilityModifier {
    /// The name read out for this view (a button's is its text by default).
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(label: label.plainString))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(label: Text(labelKey).plainString))
    }

    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(label: String(label)))
    }

    /// What happens when the view is activated, read after a pause.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(hint: hint.plainString))
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(hint: Text(hintKey).plainString))
    }

    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(hint: String(hint)))
    }

    /// The view's current value (a slider's position, a toggle's state).
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(value: valueDescription.plainString))
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(value: Text(valueKey).plainString))
    }

    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(value: String(value)))
    }

    /// A name for tests to find the view by; never read out.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(identifier: identifier))
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Content, _AccessibilityModifier
    > {
        accessibilityMerged(AccessibilityProperties(addedTraits: traits))
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Content, _AccessibilityModifier
    > {
        accessibilityMerged(AccessibilityProperties(removedTraits: traits))
    }

    /// Leaves the view and its content out of the accessibility tree when `hidden`.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(isHidden: hidden))
    }

    /// Makes the view one accessibility element (`.ignore`, `.combine`) or a container of its elements.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
        Content, _AccessibilityModifier
    > {
        accessibilityMerged(AccessibilityProperties(children: children))
    }

    /// Elements of higher priority are read first (0 by default).
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(sortPriority: sortPriority))
    }

    /// Other names voice control may use for the view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(inputLabels: inputLabels.map(\.plainString)))
    }

    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<
        Content, _AccessibilityModifier
    > {
        accessibilityMerged(AccessibilityProperties(inputLabels: inputLabelKeys.map { Text($0).plainString }))
    }

    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<
        Content, _AccessibilityModifier
    > {
        accessibilityMerged(AccessibilityProperties(inputLabels: inputLabels.map { String($0) }))
    }

    /// Handles a standard action (activation by default) for the view.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(actions: [(actionKind.name, handler)]))
    }

    /// Adds a named custom action to the view.
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> ModifiedContent<
        Content, _AccessibilityModifier
    > {
        accessibilityMerged(AccessibilityProperties(actions: [(name.plainString, handler)]))
    }

    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(actions: [(Text(nameKey).plainString, handler)]))
    }

    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(actions: [(String(name), handler)]))
    }

    /// The iOS 13 spellings, deprecated by SwiftUI but common in older code.
    public func accessibility(label: Text) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(label: label.plainString))
    }

    public func accessibility(hint: Text) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(hint: hint.plainString))
    }

    public func accessibility(value: Text) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(value: value.plainString))
    }

    public func accessibility(identifier: String) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(identifier: identifier))
    }

    public func accessibility(hidden: Bool) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(isHidden: hidden))
    }

    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, _AccessibilityModifier>
    {
        accessibilityMerged(AccessibilityProperties(addedTraits: traits))
    }

    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
        Content, _AccessibilityModifier
    > {
        accessibilityMerged(AccessibilityProperties(removedTraits: traits))
    }

    public func accessibility(sortPriority: Double) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(sortPriority: sortPriority))
    }

    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, _AccessibilityModifier> {
        accessibilityMerged(AccessibilityProperties(inputLabels: inputLabels.map(\.plainString)))
    }

    /// This modifier with `properties` over its own (a later call is the outer one, and wins).
    func accessibilityMerged(_ properties: AccessibilityProperties) -> ModifiedContent<Content, _AccessibilityModifier>
    {
        ModifiedContent(
            content: content,
            modifier: _AccessibilityModifier(properties: modifier.properties.overridden(by: properties)))
    }
}

extension View {
    /// Accepted for SwiftUI code; the representation is not built (a gap: Finch reads the view's own
    /// elements, which a custom control labels with the other modifiers).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> Self {
        self
    }
}
