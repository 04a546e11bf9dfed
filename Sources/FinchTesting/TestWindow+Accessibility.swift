import FinchCore
import Foundation

extension TestWindow {
    /// The window's accessibility elements, laid out now: what a screen reader would be told of, in
    /// reading order (see `AccessibilityTree`'s rules in docs/architecture.md).
    public var accessibilityElements: [AccessibilityElement] {
        render()
        return graph.accessibilityElements
    }

    /// The first element with exactly this label, or nil.
    public func accessibilityElement(labeled label: String) -> AccessibilityElement? {
        accessibilityElements.first { $0.label == label }
    }

    /// The first element with this identifier (`accessibilityIdentifier`), or nil.
    public func accessibilityElement(identifier: String) -> AccessibilityElement? {
        accessibilityElements.first { $0.identifier == identifier }
    }

    /// Activates the element labelled `label`, as VoiceOver's double tap does (a button's action, a
    /// toggle's flip, or the view's `accessibilityAction`); false when no such element can be activated.
    @discardableResult
    public func activateAccessibilityElement(labeled label: String) -> Bool {
        guard let element = accessibilityElement(labeled: label), element.perform(.default) else { return false }
        render()
        return true
    }

    /// Performs the action named `name` (`default`, `escape`, `magicTap` or a custom action's name) of
    /// the element labelled `label`, then shows what changed; false when there is no such action.
    @discardableResult
    public func performAccessibilityAction(named name: String, onElementLabeled label: String) -> Bool {
        guard let element = accessibilityElement(labeled: label), element.perform(actionNamed: name) else {
            return false
        }
        render()
        return true
    }
}
