import Foundation

/// Whether the text in a view can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

/// `.textSelection(.enabled)`.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// `.textSelection(.disabled)`, the default.
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct AllowsTextSelectionKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the texts here asked to be selectable (`.textSelection(_:)`). Kept only: Finch's static
    /// `Text` cannot be selected or copied yet (a text field's and a text editor's can).
    var allowsTextSelection: Bool {
        get { self[AllowsTextSelectionKey.self] }
        set { self[AllowsTextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Lets (or stops) the user select the texts inside, as SwiftUI's `textSelection(_:)`. Accepted and
    /// kept in the environment; Finch's static text is not selectable yet, so nothing changes on screen.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let allows = S.allowsSelection
        return transformEnvironmentValues(("textSelection", allows)) { $0.allowsTextSelection = allows }
    }
}
