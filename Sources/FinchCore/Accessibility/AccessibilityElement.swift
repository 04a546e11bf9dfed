import Foundation

/// One element of a window's accessibility tree, as an assistive technology would be told of it: where
/// it is, what it is called and what it does.
public struct AccessibilityElement: CustomStringConvertible {
    /// The element's frame in window points (scrolling included).
    public let frame: CGRect
    public let label: String
    public let value: String?
    public let hint: String?
    public let identifier: String?
    public let traits: AccessibilityTraits
    public let sortPriority: Double
    /// Other names a voice command may use (`accessibilityInputLabels`).
    public let inputLabels: [String]
    /// The names of the actions it can perform: `default`, `escape`, `magicTap` or a custom name.
    public var actionNames: [String] { actions.map(\.name) }

    let actions: [(name: String, perform: @MainActor () -> Void)]

    public var description: String {
        var parts = ["\"\(label)\""]
        if let value { parts.append("value \"\(value)\"") }
        if let identifier { parts.append("id \(identifier)") }
        parts.append("at \(frame)")
        return "AccessibilityElement(" + parts.joined(separator: ", ") + ")"
    }
}

extension AccessibilityElement {
    /// Runs the action named `name` (the outermost one of that name); false when it has none.
    @MainActor
    public func perform(actionNamed name: String) -> Bool {
        guard let action = actions.first(where: { $0.name == name }) else { return false }
        action.perform()
        return true
    }
}

extension AccessibilityElement {
    /// Runs the standard action `kind` (`.default`: activation); false when the element has none.
    @MainActor
    public func perform(_ kind: AccessibilityActionKind) -> Bool {
        perform(actionNamed: kind.name)
    }
}
