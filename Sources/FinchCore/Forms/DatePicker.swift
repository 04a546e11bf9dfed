import Foundation

/// A control for choosing a date, a time of day, or both, as SwiftUI's `DatePicker`.
///
/// Dates are shown and computed in the environment's calendar, time zone and locale (`\.calendar`,
/// `\.timeZone`, `\.locale`). With `in:`, dates outside the range cannot be chosen: they are grey, and
/// a choice past a bound stops at it. The look follows `.datePickerStyle`: compact pills by default.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    let label: Label
    @Environment(\.datePickerLook) private var look
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale

    init(selection: Binding<Date>, bounds: DateBounds, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.bounds = bounds
        self.components = components
        self.label = label
    }

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
            components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound), components: displayedComponents,
            label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(upper: range.upperBound), components: displayedComponents,
            label: label())
    }

    /// The picker's state, in the environment's calendar, time zone and locale.
    private var model: DatePickerModel {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return DatePickerModel(selection: selection, bounds: bounds, calendar: calendar)
    }

    public var body: some View {
        let model = model
        let components = components.isEmpty ? [.hourAndMinute, .date] : components
        switch look {
        case .compact:
            CompactDatePicker(label: label, model: model, components: components)
        case .graphical:
            VStack(spacing: 0) {
                if components.contains(.date) { MonthCalendar(model: model) }
                if components.contains(.hourAndMinute) {
                    CompactDatePicker(label: Text("Time"), model: model, components: .hourAndMinute)
                }
            }
        case .wheel:
            WheelDatePicker(model: model, components: components)
        }
    }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: Text(titleKey))
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
