import Foundation

/// A value within a range, as SwiftUI's `Gauge` in its iOS default look (a linear capacity bar): the
/// label above a 4-pt bar filled in the tint up to the value (the linear `ProgressView`'s bar), the
/// minimum and maximum value labels at the bar's ends, and the current value label under it, the
/// labels other than the title in footnote grey. Where they go and the 8-pt gaps beside the bar are
/// Finch's choice, pinned by `GaugeTests`. A value outside the range fills to the nearer end; an empty
/// range or a value that is not a number fills nothing.
///
/// Not yet: `.gaugeStyle(_:)` (`.accessoryCircular`, `.accessoryLinear`, `.linearCapacity`,
/// `.accessoryCircularCapacity`) and `markedValueLabels:`.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
        minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?
    ) {
        self.fraction = Self.fraction(of: Double(value), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Where `value` lies in `bounds`, 0...1.
    static func fraction(of value: Double, in bounds: ClosedRange<Double>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, span.isFinite, value.isFinite else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label
            HStack(spacing: 8) {
                if let minimumValueLabel { minimumValueLabel.font(.footnote).foregroundColor(.secondary) }
                ProgressBar(fraction: fraction)
                if let maximumValueLabel { maximumValueLabel.font(.footnote).foregroundColor(.secondary) }
            }
            if let currentValueLabel { currentValueLabel.font(.footnote).foregroundColor(.secondary) }
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
            maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}
