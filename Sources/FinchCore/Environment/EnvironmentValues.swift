import Foundation

/// The values flowing down the view tree; read with `@Environment`, set with `.environment`.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Values stored by type (for `environmentObject` and `environment(_ object:)`).
    subscript(object type: Any.Type) -> AnyObject? {
        get { storage[ObjectIdentifier(type)] as AnyObject? }
        set { storage[ObjectIdentifier(type)] = newValue }
    }

    /// True when both hold the same keys with values the graph considers equal.
    func isGraphEqual(to other: EnvironmentValues) -> Bool {
        guard storage.count == other.storage.count else { return false }
        for (key, value) in storage {
            guard let otherValue = other.storage[key], ValueEquality.areEqual(value, otherValue) else { return false }
        }
        return true
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Left-to-right or right-to-left reading order.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}
private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme = .light
}
private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue: LayoutDirection = .leftToRight
}
private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}
private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue: TextAlignment = .leading
}
private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}
private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue: TextLayoutRequest.TruncationMode = .tail
}
private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The default font of text in this subtree (`nil` = body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Device pixels per point; layout snaps to these pixels.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var truncationMode: TextLayoutRequest.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The style shapes fill with and text is drawn in (`nil` = primary).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}
