import Foundation

/// A spinner, as SwiftUI's `CircularProgressViewStyle` on iOS: iOS draws the indeterminate spinner even
/// when the fraction is known (only macOS and watchOS draw a filling ring), with the label under it.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CircularProgress(label: configuration.label)
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The spinner with its label under it in grey; in a list's row both are centred in the row (a
/// "loading" row, as iOS draws it; Finch's reading).
struct CircularProgress<Label: View>: View {
    let label: Label?
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        VStack(spacing: 8) {
            ProgressSpinner(isLarge: controlSize == .large || controlSize == .extraLarge)
            if let label { label.foregroundColor(.secondary) }
        }
        .frame(maxWidth: isInListRow ? .infinity : nil)
    }
}
