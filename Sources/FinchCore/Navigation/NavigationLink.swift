import Foundation

/// A button that pushes its destination onto the navigation stack it is in, as SwiftUI's
/// `NavigationLink`. In a list's row it fills the row, in the primary colour, with a disclosure
/// chevron at the trailing edge; elsewhere it looks like a button.
public struct NavigationLink<Label: View, Destination: View>: View {
    let destination: Destination
    let label: Label
    @Environment(\.navigationController) private var controller
    @Environment(\.isInListRow) private var isInListRow

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: some View {
        let destination = AnyView(destination)
        let controller = controller
        Button(action: { controller?.push(destination) }) {
            if isInListRow {
                HStack(spacing: 0) {
                    label.foregroundColor(.primary)
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.right")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundColor(ListMetrics.chevron)
                }
            } else {
                label
            }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title`.
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}
