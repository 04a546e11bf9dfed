import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a button (the label in the accent colour,
/// or as the surrounding `.buttonStyle` draws buttons), and tapping it calls the environment's
/// `openURL` action, which by default hands the URL to the desktop's browser.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let destination = destination
        let openURL = openURL
        return Button(action: { openURL(destination) }) { label }
    }
}

extension Link where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
