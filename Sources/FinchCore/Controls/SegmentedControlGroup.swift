import Foundation

/// A control group's `.automatic` look outside a menu, as iOS 17 draws it: its buttons joined in one
/// segmented bar on a single fill, sharing the width equally, with a thin line between neighbours and
/// each title in the tint.
///
/// The numbers are Finch's choice, taken from its bordered button so the bar reads as a row of joined
/// bordered buttons (Apple publishes none): the bordered fill (the tint at 15 %, iOS's tertiary fill
/// where disabled) in the bordered button's shape (a 6-pt rounded rectangle at the regular size, or
/// `.buttonBorderShape`'s), each segment's title padded 12 × 7 pt (`BorderedButtonMetrics`), and
/// separators 1 pt wide in iOS's separator colour, as tall as the title's line (inset by the vertical
/// padding), as `UISegmentedControl` draws its dividers shorter than the bar.
struct SegmentedControlGroup<Content: View>: View {
    let content: Content
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let metrics = BorderedButtonMetrics(controlSize: controlSize)
        // A circle cannot hold a row of segments: the group is a capsule instead.
        let shape = (borderShape.isCircle ? ButtonBorderShape.capsule : borderShape)
            .resolved(cornerRadius: metrics.cornerRadius)
        let fill =
            isEnabled
            ? (tint ?? Color.accentColor).opacity(BorderedButtonMetrics.fillOpacity) : ControlMetrics.tertiaryFill
        HStack(spacing: 0) {
            content
        }
        .buttonStyle(ControlGroupSegmentStyle())
        .background(shape.fill(fill))
        // Clipping hides the first segment's separator, which lies just outside the bar's leading edge,
        // and keeps a pressed end segment's highlight inside the rounded corners.
        .clipShape(shape)
    }
}

/// How a button inside a segmented control group is drawn: a segment of the bar.
struct ControlGroupSegmentStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        StyledButton(look: ControlGroupSegmentLook(), configuration: configuration)
    }
}

/// One segment: the title in the tint, padded as a bordered button's and as wide as its share of the
/// bar; a separator on its leading edge; while pressed (or a `.button` toggle that is on), a second layer
/// of the fill behind it.
struct ControlGroupSegmentLook: ButtonLook {
    /// The separator's width in points.
    static let separatorWidth: CGFloat = 1

    func body(label: PrimitiveButtonStyleConfiguration.Label, state: ButtonLookState) -> some View {
        let metrics = BorderedButtonMetrics(controlSize: state.controlSize)
        let isHighlighted = state.isPressed || state.toggleIsOn == true
        return
            label
            .foregroundColor(state.isEnabled ? state.titleColor : ControlMetrics.tertiaryLabel)
            .lineLimit(1)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .frame(maxWidth: .infinity)
            .background(isHighlighted ? state.titleColor.opacity(BorderedButtonMetrics.fillOpacity) : Color.clear)
            .overlay(alignment: .leading) {
                // Just outside the segment, over the previous one's last point: the first segment's
                // falls outside the bar, where the group's clip hides it.
                SystemColors.separator
                    .frame(width: Self.separatorWidth)
                    .padding(.vertical, metrics.vertical)
                    .offset(x: -Self.separatorWidth)
            }
    }
}
