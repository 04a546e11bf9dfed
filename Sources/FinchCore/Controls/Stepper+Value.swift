import Foundation

/// The initialisers that step a bound value: by `step`, kept within `bounds` when given.
///
/// A side is disabled once the value reaches its bound. A value outside the bounds is brought inside
/// by the first step (15 in `0...10` decrements to 10). Integers saturate instead of overflowing.
extension Stepper {
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        let current = value.wrappedValue
        let increment: @MainActor () -> Void = {
            value.wrappedValue = StepperArithmetic.step(value.wrappedValue, by: step, in: bounds)
        }
        let decrement: @MainActor () -> Void = {
            value.wrappedValue = StepperArithmetic.step(value.wrappedValue, by: step, backwards: true, in: bounds)
        }
        self.init(
            label: label, onIncrement: current < bounds.upperBound ? increment : nil,
            onDecrement: current > bounds.lowerBound ? decrement : nil, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: label,
            onIncrement: { value.wrappedValue = StepperArithmetic.step(value.wrappedValue, by: step) },
            onDecrement: { value.wrappedValue = StepperArithmetic.step(value.wrappedValue, by: step, backwards: true) },
            onEditingChanged: onEditingChanged)
    }

    /// iOS 13's order, `onEditingChanged` before the label (deprecated in SwiftUI, still accepted). The
    /// handler has no default here: with one, a call without it would match both orders.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// iOS 13's order without bounds (see above).
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void,
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// SwiftUI's formatted steppers show the format only on macOS (in a text field); on iOS they step as
    /// the others do.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// One step of a stepper's value, without trapping on user input.
enum StepperArithmetic {
    /// `value` moved by `step` (against it when `backwards`), then clamped to `bounds`.
    static func step<V: Strideable>(_ value: V, by step: V.Stride, backwards: Bool = false, in bounds: ClosedRange<V>)
        -> V
    {
        min(max(self.step(value, by: step, backwards: backwards), bounds.lowerBound), bounds.upperBound)
    }

    /// `value` moved by `step` (against it when `backwards`); fixed-width integers stop at their limits.
    static func step<V: Strideable>(_ value: V, by step: V.Stride, backwards: Bool = false) -> V {
        if let integer = value as? any FixedWidthInteger, let stride = step as? any BinaryInteger,
            let moved = saturating(integer, by: stride, backwards: backwards) as? V
        {
            return moved
        }
        return value.advanced(by: backwards ? -step : step)
    }

    private static func saturating<I: FixedWidthInteger>(_ value: I, by step: some BinaryInteger, backwards: Bool)
        -> I
    {
        let down = (step < 0) != backwards
        guard let magnitude = I(exactly: step.magnitude) else { return down ? I.min : I.max }
        let (result, overflow) =
            down ? value.subtractingReportingOverflow(magnitude) : value.addingReportingOverflow(magnitude)
        return overflow ? (down ? I.min : I.max) : result
    }
}
