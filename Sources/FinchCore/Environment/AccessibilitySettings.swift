import Foundation

// The accessibility settings an iPhone reads from its Settings app, as environment values. A Finch window
// has no such settings yet, so each reads as an iPhone's out of the box (all off), and a view or a test
// sets one with `.environment(\.accessibilityReduceMotion, true)` to see its other look.

private struct AccessibilityEnabledKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DifferentiateWithoutColorKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ReduceMotionKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ReduceTransparencyKey: EnvironmentKey {
    static let defaultValue = false
}

private struct InvertColorsKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ShowButtonShapesKey: EnvironmentKey {
    static let defaultValue = false
}

private struct VoiceOverEnabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether an assistive technology (VoiceOver, Switch Control) is running.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether the user asked for shapes or words where colour alone tells things apart.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the user asked for less motion (cross-fades instead of slides and springs).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for opaque backgrounds instead of translucent materials.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the display's colours are inverted.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether buttons should show their shapes.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
}
