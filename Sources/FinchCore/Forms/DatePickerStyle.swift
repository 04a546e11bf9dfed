import Foundation

/// How a `DatePicker` looks, as SwiftUI's `DatePickerStyle`: set with `.datePickerStyle(_:)`.
public protocol DatePickerStyle {}

/// What Finch draws for a date picker style.
enum DatePickerLook: Hashable, Sendable {
    /// Pills showing the date and time that open a calendar or a time wheel.
    case compact
    /// A month calendar (and the time pills below it, when it shows the time).
    case graphical
    /// Drums for the month, day and year (and hour, minute, AM/PM).
    case wheel
}

/// A style Finch knows how to draw.
protocol DatePickerLookProviding {
    var look: DatePickerLook { get }
}

/// The platform's default (`.automatic`): compact, as iOS 14 and later.
public struct DefaultDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
    public init() {}
    var look: DatePickerLook { .compact }
}

/// Pills (`.compact`).
public struct CompactDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
    public init() {}
    var look: DatePickerLook { .compact }
}

/// A month calendar (`.graphical`).
public struct GraphicalDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
    public init() {}
    var look: DatePickerLook { .graphical }
}

/// Drums (`.wheel`).
public struct WheelDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
    public init() {}
    var look: DatePickerLook { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerLookKey: EnvironmentKey {
    static let defaultValue = DatePickerLook.compact
}

extension EnvironmentValues {
    /// The look of date pickers in this view (`.datePickerStyle`).
    var datePickerLook: DatePickerLook {
        get { self[DatePickerLookKey.self] }
        set { self[DatePickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers in this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let look = (style as? any DatePickerLookProviding)?.look ?? .compact
        return transformEnvironmentValues(("datePickerStyle", look)) { $0.datePickerLook = look }
    }
}
