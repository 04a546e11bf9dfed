import Foundation

/// How a `Picker` looks, as SwiftUI's `PickerStyle`: set with `.pickerStyle(_:)`.
public protocol PickerStyle {}

/// What Finch draws for a picker style.
enum PickerLook: Hashable, Sendable {
    /// A button showing the choice with up-down chevrons that opens a menu (iOS 16+'s default).
    case menu
    /// Segments side by side in a grey track.
    case segmented
    /// The options as rows, the chosen one checked.
    case inline
    /// A drum of rows turned by dragging.
    case wheel
    /// A row showing the choice that pushes a list of the options.
    case navigationLink
    /// A column of radio buttons (macOS).
    case radioGroup
}

/// A style Finch knows how to draw.
protocol PickerLookProviding {
    var look: PickerLook { get }
}

/// The platform's default (`.automatic`): a menu, as iOS 16 and later in and outside forms.
public struct DefaultPickerStyle: PickerStyle, PickerLookProviding {
    public init() {}
    var look: PickerLook { .menu }
}

/// A menu button (`.menu`).
public struct MenuPickerStyle: PickerStyle, PickerLookProviding {
    public init() {}
    var look: PickerLook { .menu }
}

/// A segmented control (`.segmented`).
public struct SegmentedPickerStyle: PickerStyle, PickerLookProviding {
    public init() {}
    var look: PickerLook { .segmented }
}

/// A row of options (`.palette`, iOS 17): drawn as segments outside a menu.
public struct PalettePickerStyle: PickerStyle, PickerLookProviding {
    public init() {}
    var look: PickerLook { .segmented }
}

/// The options inline (`.inline`).
public struct InlinePickerStyle: PickerStyle, PickerLookProviding {
    public init() {}
    var look: PickerLook { .inline }
}

/// A wheel (`.wheel`).
public struct WheelPickerStyle: PickerStyle, PickerLookProviding {
    public init() {}
    var look: PickerLook { .wheel }
}

/// A row that pushes the options (`.navigationLink`).
public struct NavigationLinkPickerStyle: PickerStyle, PickerLookProviding {
    public init() {}
    var look: PickerLook { .navigationLink }
}

/// Radio buttons (`.radioGroup`, macOS's; Finch draws it on every platform).
public struct RadioGroupPickerStyle: PickerStyle, PickerLookProviding {
    public init() {}
    var look: PickerLook { .radioGroup }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

private struct PickerLookKey: EnvironmentKey {
    static let defaultValue = PickerLook.menu
}

extension EnvironmentValues {
    /// The look of pickers in this view (`.pickerStyle`).
    var pickerLook: PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let look = (style as? any PickerLookProviding)?.look ?? .menu
        return transformEnvironmentValues(("pickerStyle", look)) { $0.pickerLook = look }
    }
}
