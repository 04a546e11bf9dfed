import Foundation

/// What `.fontWeight`, `.bold()` and `.italic()` on a view ask of the text inside it, kept apart from the
/// font: a font set further in (`Text(…).frame(…).font(.system(size: 35)).fontWeight(.semibold)`, a
/// learner's calculator key) is weighed too, as SwiftUI weighs it, where replacing the environment's font
/// lost the weight.
struct FontOverrides: Hashable, Sendable {
    var weight: Font.Weight?
    var bold = false
    var italic = false

    /// `font` with the overrides applied.
    func apply(to font: Font) -> Font {
        var font = font
        if let weight { font = font.weight(weight) }
        if bold { font = font.bold() }
        if italic { font = font.italic() }
        return font
    }
}

private struct FontOverridesKey: EnvironmentKey {
    static let defaultValue = FontOverrides()
}

extension EnvironmentValues {
    /// The weight and slant views around ask of fonts set inside them.
    var fontOverrides: FontOverrides {
        get { self[FontOverridesKey.self] }
        set { self[FontOverridesKey.self] = newValue }
    }
}
