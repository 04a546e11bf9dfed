import Foundation

/// A bar, as SwiftUI's `LinearProgressViewStyle`: 4 pt high, the tint over a light grey track, the label
/// above and the current value under it. Indeterminate, the track is drawn empty (Finch's reading: iOS
/// draws no moving bar for an unknown amount in this style).
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearProgress(
            fraction: configuration.fractionCompleted ?? 0, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// The bar with its labels: the label above, the current value under it in footnote grey.
struct LinearProgress<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            ProgressBar(fraction: fraction)
            if let currentValueLabel {
                currentValueLabel.font(.footnote).foregroundColor(.secondary)
            }
        }
    }
}
