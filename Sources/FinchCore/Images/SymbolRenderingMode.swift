import Foundation

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`. Finch's symbols are
/// Adwaita's symbolic icons, which have one layer, so every mode draws as `.monochrome` does: the whole
/// symbol in the foreground colour. The mode is kept in the environment for the views that read it.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case monochrome, hierarchical, palette, multicolor
    }

    let kind: Kind

    /// One colour, the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// On iOS, layers in decreasing opacities of the foreground style; drawn monochrome in Finch.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// On iOS, each layer in one of the foreground styles; drawn monochrome in Finch.
    public static let palette = SymbolRenderingMode(kind: .palette)
    /// On iOS, the symbol's own colours; drawn monochrome in Finch.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The rendering mode symbol images here are asked to use (`.symbolRenderingMode(_:)`); nil, the
    /// default, is each symbol's own preferred mode.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Asks the symbol images inside to use `mode` (kept in `\.symbolRenderingMode`; see `SymbolRenderingMode`
    /// for what Finch draws).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("symbolRenderingMode", mode)) { $0.symbolRenderingMode = mode }
    }
}

extension Image {
    /// This symbol in `mode`, as SwiftUI's `Image.symbolRenderingMode(_:)`: every mode draws the one layer
    /// of Finch's symbols in the foreground colour, so the image draws as before.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
