import Foundation

/// A value within a range, as SwiftUI's `Gauge`, in its iOS default look (`.linearCapacity`, see
/// `LinearCapacityGaugeStyle`) or the style `.gaugeStyle(_:)` sets (`.accessoryLinear`,
/// `.accessoryLinearCapacity`, `.accessoryCircular`, `.accessoryCircularCapacity`, or a program's own). A value
/// outside the range is shown at the nearer end; an empty range or a value that is not a number shows nothing
/// filled (a style is given 0).
///
/// Not yet: `markedValueLabels:`.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyles) private var styles

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
        if let style = styles.drawing {
            style.makeBody(configuration).outerGaugeStyles()
        } else {
            LinearCapacityGauge(
                fraction: fraction, label: label, currentValueLabel: currentValueLabel,
                minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
        }
    }

    /// What a style is given: the value's place in the range and the labels, type-erased.
    private var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(
            value: fraction, label: GaugeStyleConfiguration.Label(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map {
                GaugeStyleConfiguration.CurrentValueLabel(content: AnyView($0))
            },
            minimumValueLabel: minimumValueLabel.map {
                GaugeStyleConfiguration.MinimumValueLabel(content: AnyView($0))
            },
            maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MaximumValueLabel(content: AnyView($0)) }
        )
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
