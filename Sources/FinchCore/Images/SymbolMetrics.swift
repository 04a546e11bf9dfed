import Foundation

/// How big a symbol image is: SF Symbols scale with the font they sit in.
///
/// Finch's rule (SwiftUI's exact metrics are Apple's, unpublished; pinned by a test): a medium symbol's
/// height is the font's point size, small is 0.78 of it and large 1.29 (SF Symbols' published scale
/// steps); the width follows the icon's own shape.
package enum SymbolMetrics {
    static func size(forShape shape: CGSize, environment: EnvironmentValues) -> CGSize {
        let font = environment.font ?? .body
        let pointSize = font.size * font.dynamicTypeScale(in: environment)
        return size(forShape: shape, pointSize: pointSize, scale: environment.imageScale)
    }

    /// The size of a symbol of `shape` drawn for a font of `pointSize` at `scale` (UIKit's symbol
    /// configurations use the same rule).
    package static func size(forShape shape: CGSize, pointSize: CGFloat, scale: Image.Scale) -> CGSize {
        let height = pointSize * factor(scale)
        guard shape.height > 0, shape.width.isFinite, shape.height.isFinite else {
            return CGSize(width: height, height: height)
        }
        return CGSize(width: (height * shape.width / shape.height).rounded(), height: height.rounded())
    }

    static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: return 0.78
        case .medium: return 1
        case .large: return 1.29
        }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue: Image.Scale = .medium
}

extension EnvironmentValues {
    /// The scale of symbol images in this subtree.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Draws symbol images in this subtree smaller or larger than the font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
