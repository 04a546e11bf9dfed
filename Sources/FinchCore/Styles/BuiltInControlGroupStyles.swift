import Foundation

/// The platform's control group (`.automatic`): on iOS 17 outside a menu, its buttons joined in one
/// segmented bar (`SegmentedControlGroup`).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        // A group under `.automatic` draws its controls itself.
        ControlGroup(configuration).controlGroupStyle(AutomaticControlGroupStyle())
    }
}

/// The controls side by side, as in a navigation bar (`.navigation`): bordered buttons 8 pt apart.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(NavigationControlGroupStyle())
    }
}

/// The group as a menu button (`.menu`): its label, opening a menu of its controls.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(MenuControlGroupStyle())
    }
}

/// The group as a menu button that shows its controls compactly (`.compactMenu`, iOS 16.4): Finch opens
/// the same menu as `.menu`.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(CompactMenuControlGroupStyle())
    }
}

/// The controls as a row of icons in a menu (`.palette`, iOS 17): outside a menu, bordered buttons
/// side by side.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(PaletteControlGroupStyle())
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
