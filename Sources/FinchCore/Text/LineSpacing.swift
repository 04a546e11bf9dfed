import Foundation

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    /// Extra points between the lines of a multi-line text (`.lineSpacing(_:)`), 0 by default as in SwiftUI.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}

extension View {
    /// Puts `lineSpacing` extra points between the lines of the texts inside, as SwiftUI does: a text
    /// wrapped onto n lines grows by lineSpacing × (n − 1); one line keeps its height. A negative or
    /// non-finite value counts as 0 (Pango's layouts refuse negative spacing).
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _EnvironmentWriter> {
        let spacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        return transformEnvironmentValues(("lineSpacing", spacing)) { $0.lineSpacing = spacing }
    }
}
