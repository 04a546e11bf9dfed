import Foundation

/// A spinner, as SwiftUI's `CircularProgressViewStyle` on iOS: iOS draws the indeterminate spinner even
/// when the fraction is known (only macOS and watchOS draw a filling ring), with the label under it.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The spokes' colour (iOS 14's `init(tint:)`); nil leaves the view's tint, else grey.
    let tint: Color?

    public init() {
        tint = nil
    }

    /// A spinner whose spokes are `tint` (deprecated on iOS in favour of `.tint(_:)`, which it equals).
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        CircularProgress(label: configuration.label, spokes: tint)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The spinner with its label under it in grey; in a list's row both are centred in the row (a
/// "loading" row, as iOS draws it; Finch's reading).
struct CircularProgress<Label: View>: View {
    let label: Label?
    /// The style's own spokes colour, over the view's tint.
    var spokes: Color? = nil
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        VStack(spacing: 8) {
            if let spokes {
                ProgressSpinner(isLarge: controlSize == .large || controlSize == .extraLarge).tint(spokes)
            } else {
                ProgressSpinner(isLarge: controlSize == .large || controlSize == .extraLarge)
            }
            if let label { label.foregroundColor(.secondary) }
        }
        .frame(maxWidth: isInListRow ? .infinity : nil)
    }
}
