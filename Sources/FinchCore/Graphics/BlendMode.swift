import Foundation

/// How a view's pixels combine with what is drawn behind it (`.blendMode(_:)`), as SwiftUI's `BlendMode`.
/// The separable and non-separable modes are the PDF / W3C compositing formulas; the last four are
/// Porter-Duff operators and Core Graphics' additive modes.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter
}
