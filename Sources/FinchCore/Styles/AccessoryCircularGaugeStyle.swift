import Foundation

/// An open ring with a marker at the value, as SwiftUI's `AccessoryCircularGaugeStyle`: a 58-pt ring whose
/// 6-pt stroke in the tint runs 270° clockwise from the lower left to the lower right, open at the bottom,
/// with a white dot ringed in the tint where the value lies; the current value label (else the label) in the
/// middle, and the bounds labels in the opening under the ring's ends (sizes Finch's choice, pinned by
/// `GaugeStyleTests`).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularGauge(configuration: configuration, showsCapacity: false)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A closed ring filled up to the value, as SwiftUI's `AccessoryCircularCapacityGaugeStyle`: a 58-pt ring, its
/// 6-pt track in the tint at a third of its opacity, filled in the tint clockwise from the top to the value;
/// the current value label (else the label) in the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularGauge(configuration: configuration, showsCapacity: true)
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// Both rings.
struct AccessoryCircularGauge: View {
    static let diameter: CGFloat = 58
    static let lineWidth: CGFloat = 6
    /// The open ring's share of a turn, and where it starts (a quarter and an eighth past the top, clockwise).
    static let openSweep = 0.75
    static let openStart = Angle.degrees(135)

    let configuration: GaugeStyleConfiguration
    let showsCapacity: Bool
    @Environment(\.tint) private var tint

    private var color: Color { tint ?? Color.accentColor }
    private var stroke: StrokeStyle { StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round) }

    var body: some View {
        ZStack {
            if showsCapacity { capacityRing } else { openRing }
            centre
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }

    @ViewBuilder private var centre: some View {
        if let current = configuration.currentValueLabel {
            current.font(.system(size: 17, weight: .medium))
        } else {
            configuration.label.font(.caption)
        }
    }

    private var capacityRing: some View {
        ZStack {
            Circle().stroke(color.opacity(1.0 / 3), lineWidth: Self.lineWidth)
            Circle().trim(from: 0, to: configuration.value).stroke(color, style: stroke)
                .rotationEffect(.degrees(-90))
        }
        .padding(Self.lineWidth / 2)
    }

    private var openRing: some View {
        let radius = (Self.diameter - Self.lineWidth) / 2
        let angle = Self.openStart.radians + configuration.value * Self.openSweep * 2 * .pi
        return ZStack {
            Circle().trim(from: 0, to: Self.openSweep).stroke(color, style: stroke)
                .rotationEffect(Self.openStart)
                .padding(Self.lineWidth / 2)
            Circle().fill(Color.white).frame(width: Self.lineWidth, height: Self.lineWidth)
                .overlay(Circle().stroke(color, lineWidth: 1.5))
                .offset(x: radius * cos(angle), y: radius * sin(angle))
            bounds
        }
    }

    /// The bounds labels in the ring's opening, under its ends.
    private var bounds: some View {
        VStack {
            Spacer()
            HStack(spacing: 0) {
                if let minimum = configuration.minimumValueLabel { minimum }
                Spacer(minLength: 4)
                if let maximum = configuration.maximumValueLabel { maximum }
            }
            .font(.system(size: 10))
            .foregroundColor(.secondary)
            .lineLimit(1)
            .padding(.horizontal, 4)
        }
    }
}
