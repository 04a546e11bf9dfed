import Foundation

private struct TextFittingKey: EnvironmentKey {
    static let defaultValue = TextFitting()
}

extension EnvironmentValues {
    /// How far the texts in this view may shrink before they truncate (`.minimumScaleFactor`), 1 by default.
    public var minimumScaleFactor: CGFloat {
        get { self[TextFittingKey.self].minimumScaleFactor }
        set { self[TextFittingKey.self].minimumScaleFactor = min(max(newValue, 0.01), 1) }
    }

    /// Whether the texts in this view may draw their letters closer before they shrink or truncate.
    public var allowsTightening: Bool {
        get { self[TextFittingKey.self].allowsTightening }
        set { self[TextFittingKey.self].allowsTightening = newValue }
    }

    var textFitting: TextFitting { self[TextFittingKey.self] }
}

extension View {
    /// Lets the texts in this view shrink to `factor` of their font size (0.01…1) when they do not fit
    /// their space, before they truncate.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("minimumScaleFactor", factor)) { $0.minimumScaleFactor = factor }
    }

    /// Lets the texts in this view draw their letters closer when they do not fit, before they shrink
    /// or truncate.
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("allowsTightening", flag)) { $0.allowsTightening = flag }
    }
}
