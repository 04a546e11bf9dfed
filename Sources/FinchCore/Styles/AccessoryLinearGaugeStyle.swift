import Foundation

/// A bar with a marker at the value, as SwiftUI's `AccessoryLinearGaugeStyle`: the label above (with the current
/// value at the trailing end), then the bounds labels flanking a 4-pt track in the tint at a third of its opacity,
/// with an 8-pt dot in the tint where the value lies (sizes and placement Finch's choice, pinned by
/// `GaugeStyleTests`).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinearGauge(configuration: configuration, showsCapacity: false)
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A bar filled up to the value, as SwiftUI's `AccessoryLinearCapacityGaugeStyle`: laid out as
/// `.accessoryLinear`, the bar filled in the tint up to the value instead of marked.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinearGauge(configuration: configuration, showsCapacity: true)
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

/// Both accessory bars: the labels in caption size, the bar marked or filled.
struct AccessoryLinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let showsCapacity: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer(minLength: 8)
                if let current = configuration.currentValueLabel { current }
            }
            .font(.caption)
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption2).foregroundColor(.secondary) }
                if showsCapacity {
                    ProgressBar(fraction: configuration.value)
                } else {
                    MarkedBar(fraction: configuration.value)
                }
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption2).foregroundColor(.secondary) }
            }
        }
    }
}

/// A 4-pt track in the tint at a third of its opacity with an 8-pt dot in the tint at `fraction` of its length
/// (the dot's centre moves between the track's ends).
struct MarkedBar: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule(style: .circular).fill((tint ?? Color.accentColor).opacity(1.0 / 3)).frame(height: 4)
                Circle().fill(tint ?? Color.accentColor).frame(width: 8, height: 8)
                    .offset(x: proxy.size.width * fraction - 4)
            }
            .frame(height: 8)
        }
        .frame(height: 8)
    }
}
