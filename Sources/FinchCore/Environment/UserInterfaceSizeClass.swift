import Foundation

/// How much room a dimension of the window has, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular

    /// The classes of a window of `size` points, as iOS gives them to a full-screen app.
    ///
    /// iOS decides by device and orientation; a desktop window has only its size, so Finch draws the line
    /// where the devices divide: every iPhone in portrait and iPad split views narrower than 600 points
    /// are horizontally compact, iPads from 600 points up are regular; phones in landscape (heights of
    /// 320 to 430 points) are vertically compact, everything from 500 points up regular. Where it differs:
    /// a phone in landscape is wider than 600 points, and iOS calls only the Plus and Max models regular
    /// there, the others compact.
    public static func classes(for size: CGSize) -> (horizontal: Self, vertical: Self) {
        (size.width >= 600 ? .regular : .compact, size.height >= 500 ? .regular : .compact)
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    /// An iPhone in portrait, the device Finch draws like, until a window's size says otherwise.
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The horizontal size class of the window (set from its width by the host).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the window (set from its height by the host).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
