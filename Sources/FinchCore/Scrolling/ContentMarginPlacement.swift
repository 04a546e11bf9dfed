import Foundation

/// What `.contentMargins(_:_:for:)` insets inside a scroll view, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// The content and the scroll indicators both.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// Only the content: the indicators keep to the scroll view's edges.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// Only the indicators.
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)

    public var description: String { "\(kind)" }

    var insetsContent: Bool { kind != .scrollIndicators }
    var insetsIndicators: Bool { kind != .scrollContent }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

private struct ScrollIndicatorMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The margins `.contentMargins` puts around the content of the scroll views inside, and around
    /// their indicators' tracks.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    var scrollIndicatorMargins: EdgeInsets {
        get { self[ScrollIndicatorMarginsKey.self] }
        set { self[ScrollIndicatorMarginsKey.self] = newValue }
    }
}

extension EdgeInsets {
    /// These insets with each edge in `edges` set to `length` (a negative or non-finite one to 0).
    func setting(_ edges: Edge.Set, to length: CGFloat) -> EdgeInsets {
        let value = length.isFinite ? max(0, length) : 0
        var result = self
        if edges.contains(.top) { result.top = value }
        if edges.contains(.leading) { result.leading = value }
        if edges.contains(.bottom) { result.bottom = value }
        if edges.contains(.trailing) { result.trailing = value }
        return result
    }
}
