import Foundation

/// How prominent a section's header is, as SwiftUI's `Prominence`: set with `.headerProminence(_:)`.
public enum Prominence: Hashable, Sendable {
    /// The style's header: in a grouped list, small secondary capitals.
    case standard
    /// A header drawn as iOS draws a prominent one: title 3 bold in the primary colour, as written.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue = Prominence.standard
}

extension EnvironmentValues {
    /// The prominence of section headers in this view.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the section headers in this view: on a `Section`, of its header; on a
    /// `List`, of all of them.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
