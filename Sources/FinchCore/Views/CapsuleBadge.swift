import Foundation

/// White text on a red capsule, as iOS draws a tab item's badge and a list row's badge at `.increased`
/// prominence; only the sizes differ between the two (`Metrics`).
struct CapsuleBadge: View {
    /// A badge's font and how much capsule is around its text.
    struct Metrics {
        let font: Font
        /// Between the text and each end of the capsule.
        let horizontalPadding: CGFloat
        /// The capsule's height, and its least width (a one-digit badge is a circle).
        let height: CGFloat
    }

    let text: Text
    let metrics: Metrics

    var body: some View {
        text
            .font(metrics.font)
            .foregroundColor(.white)
            .lineLimit(1)
            .padding(.horizontal, metrics.horizontalPadding)
            .frame(minWidth: metrics.height, minHeight: metrics.height)
            .background(Capsule(style: .circular).fill(Color.red))
    }
}
