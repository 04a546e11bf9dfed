import FinchCairo
import FinchCore
import Foundation

extension UIImage {
    /// How views draw an image, as UIKit's: `.automatic` lets the view decide (a symbol image is a template,
    /// a picture keeps its colours), `.alwaysTemplate` draws its shape in the tint colour, `.alwaysOriginal`
    /// its own colours (a symbol's own colour is black).
    public enum RenderingMode: Int, Hashable, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The weight a symbol image is asked for. Finch's symbols are the desktop's symbolic icons, which
    /// have one weight: the weight is kept, the shape drawn is the same.
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol image's size relative to its point size, as SF Symbols' scales.
    public enum SymbolScale: Int, Hashable, Sendable {
        case `default` = -1, unspecified, small, medium, large

        /// The image scale it draws as (`.default` and `.unspecified` are medium).
        var imageScale: Image.Scale {
            switch self {
            case .small: .small
            case .large: .large
            case .default, .unspecified, .medium: .medium
            }
        }
    }

    /// What sizes a symbol image, as UIKit's (`UIImage.SymbolConfiguration`): a point size (a text style's or
    /// a font's, or given), a scale and a weight. An unspecified point size is 17, the body style's.
    public final class SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// Nothing specified: applying it changes nothing.
        public static let unspecified = SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// The text style's point size at the default text size.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
            self.init(pointSize: textStyle.font.size, weight: .unspecified, scale: scale)
        }

        public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// On iOS, layers in decreasing opacities of one colour; Finch's symbols have one layer.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified)
        }

        /// On iOS, a colour per layer; Finch's symbols have one layer.
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified)
        }

        /// On iOS, the symbol's own colours where it has them; Finch's symbols have one colour.
        public static func preferringMulticolor() -> SymbolConfiguration { .unspecified }

        /// This configuration with what `other` specifies put over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale)
        }

        /// The symbol's size in points for an icon of `shape`.
        func size(forShape shape: CGSize) -> CGSize {
            SymbolMetrics.size(forShape: shape, pointSize: pointSize ?? 17, scale: scale.imageScale)
        }

        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            (lhs.pointSize, lhs.weight, lhs.scale) == (rhs.pointSize, rhs.weight, rhs.scale)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
        }

        public var description: String {
            "SymbolConfiguration(pointSize: \(pointSize.map { "\($0)" } ?? "unspecified"), \(weight), \(scale))"
        }
    }

    /// The symbol named as in SF Symbols, drawn from the desktop's symbolic icons; nil when Finch has no
    /// icon for the name, as UIKit answers nil for a name SF Symbols does not have. Its size follows the
    /// configuration (17 points and medium when none is given: the body style's); its pixels are at 3× (an
    /// iPhone's scale). A template: views draw it in their tint colour.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration? = nil) {
        let configuration = SymbolConfiguration.unspecified.applying(configuration)
        guard let pixels = SymbolRaster.pixels(of: name, scale: 3, size: configuration.size(forShape:)) else {
            return nil
        }
        self.init(
            pixelBuffer: pixels, symbolName: name, renderingMode: .automatic, configuration: configuration, tint: nil)
    }

    /// The symbol, the traits ignored (Finch draws one appearance of each symbol).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether it was made from a symbol (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { symbolName != nil }

    /// The same image drawn in another mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        withMode(renderingMode, tint: tint)
    }

    /// The same image filled with `color` (its mode kept).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The same image filled with `color`, drawn in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withMode(renderingMode, tint: color)
    }

    /// A symbol image made again under `configuration` put over its own; a picture is returned as it is.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbolName else { return self }
        let merged = (symbolConfiguration ?? .unspecified).applying(configuration)
        return UIImage(systemName: symbolName, withConfiguration: merged)?.withMode(renderingMode, tint: tint)
    }

    /// A symbol image made again under `configuration`, as `applyingSymbolConfiguration` does.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        applyingSymbolConfiguration(configuration) ?? self
    }

    /// Whether views draw it as a template when its mode is `.automatic`.
    var isTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: true
        case .alwaysOriginal: false
        case .automatic: symbolName != nil && tint == nil
        }
    }

    private func withMode(_ renderingMode: RenderingMode, tint: UIColor?) -> UIImage {
        UIImage(
            pixelBuffer: pixelBuffer, symbolName: symbolName, renderingMode: renderingMode,
            configuration: symbolConfiguration, tint: tint)
    }
}
