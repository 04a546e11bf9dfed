import Foundation

/// A control that increments and decrements a value, as SwiftUI's `Stepper` on iOS 17: the label
/// leading and iOS's 94 × 32 minus-plus control at the trailing edge.
///
/// A tap on a side steps once; held, it steps again after 0.5 s and then every 0.1 s
/// (`RepeatingPressGesture`). A side whose action is nil (a bound reached) is greyed and does nothing.
/// With focus (Tab), Up and Right increment, Down and Left decrement. `onEditingChanged` is told true
/// when a side is pressed and false when it is let go; a key press reports true, steps, then false.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.areLabelsHidden) private var areLabelsHidden

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
        onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// iOS 13's order, the label last (still accepted by SwiftUI, deprecated there): CS193p 2020's palette
    /// chooser steps through palettes with it.
    public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        if areLabelsHidden {
            control.keepingHiddenLabel(label)
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }

    private var control: StepperControl {
        StepperControl(
            onIncrement: isEnabled ? onIncrement : nil, onDecrement: isEnabled ? onDecrement : nil,
            onEditingChanged: onEditingChanged, isEnabled: isEnabled)
    }
}

extension Stepper where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }
}
