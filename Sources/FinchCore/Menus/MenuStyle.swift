import Foundation

/// How a `Menu` looks, as SwiftUI's `MenuStyle`. Finch draws every menu the iOS way; the styles are
/// accepted so code written for SwiftUI compiles.
@MainActor @preconcurrency
public protocol MenuStyle {}

/// The platform's menu: a button-like label opening a platter.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// A menu whose label is drawn as a borderless button (iOS's default).
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

/// A menu whose label is drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension View {
    /// Accepted for compatibility: menus look the same in every style.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
