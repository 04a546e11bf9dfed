import Foundation

/// A control that picks a value from a continuous range, as SwiftUI's `Slider` on iOS 17: a 4-pt track
/// filled in the tint colour up to a white 28-pt thumb, with the minimum and maximum value labels at
/// its ends. The `label` is not drawn (iOS keeps it for accessibility).
///
/// Only the thumb takes the pointer, as `UISlider`: a drag that starts on it moves the value by the
/// pointer's travel (snapped to `step`), reporting `onEditingChanged(true)` on touch-down and `false`
/// when let go; a touch elsewhere on the track does nothing, so it may scroll the view around. With
/// focus (Tab), Right and Up increase the value, Left and Down decrease it, by `step`, or a tenth of
/// the range without one; each key press reports true, changes the value, then false.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: SliderValue
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled

    init(
        value: SliderValue, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) {
        self.value = value
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(value: value, isEnabled: isEnabled, onEditingChanged: onEditingChanged)
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: SliderValue(value, bounds: bounds, step: nil), label: EmptyView(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: SliderValue(value, bounds: bounds, step: step), label: EmptyView(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: SliderValue(value, bounds: bounds, step: nil), label: label(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: SliderValue(value, bounds: bounds, step: step), label: label(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: SliderValue(value, bounds: bounds, step: nil), label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: SliderValue(value, bounds: bounds, step: step), label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            onEditingChanged: onEditingChanged)
    }
}
