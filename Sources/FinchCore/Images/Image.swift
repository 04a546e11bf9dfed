import Foundation

/// A picture from a file or a bundle resource, as SwiftUI's `Image`.
///
/// Not resizable, it keeps its natural size whatever it is offered; `resizable()` makes it
/// take the proposal, usually with `scaledToFit()`/`scaledToFill()` to keep its shape.
public struct Image: View, PrimitiveView, Equatable, Sendable {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    /// How a resizable image fills its frame; Finch stretches in both modes.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether the image keeps its colours or is used as a mask in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case original, template
    }

    /// How large symbol images are drawn relative to the font (`.imageScale(_:)`).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// Resampling quality when the image is scaled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    let source: ImageSource?
    let name: String
    /// An asset catalog's image set; the file drawn is chosen by the display scale and colour scheme.
    var asset: AssetImageSet?
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    /// A symbol's fixed size in points (a UIKit symbol image's), instead of the size the font gives it.
    var symbolSize: CGSize?
    /// The colour a picture not drawn as a template is filled with (a UIKit image's `withTintColor`).
    var ownColor: Color?

    /// An image named `name`: an absolute file path, or a PNG/JPEG resource in `bundle` (main bundle by default).
    // Nonisolated, as SwiftUI's: a model's `var image: Image { Image(imageName) }` (the Landmarks
    // tutorial's) is not on the main actor.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        if let set = AssetCatalogs.imageSet(named: name, in: bundle) {
            self.asset = set
            self.source = nil
            if set.isTemplate { self.renderingMode = .template }
        } else {
            self.source = ImageLocator.locate(name, in: bundle)
        }
    }

    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A symbol named as in SF Symbols (`person.fill`), drawn from the desktop's symbolic icons in the
    /// foreground colour, sized by the font. An unknown name draws nothing and logs one warning.
    nonisolated public init(systemName: String) {
        self.name = systemName
        self.source = .symbol(systemName)
        self.renderingMode = .template
    }

    /// A symbol at a fixed size in points, drawn as a template (`Image(uiImage:)` of a UIKit symbol image).
    nonisolated package init(systemName: String, size: CGSize) {
        self.init(systemName: systemName)
        self.symbolSize = size
    }

    /// This picture filled with `color` where it is not drawn as a template.
    nonisolated package func ownColor(_ color: Color?) -> Image {
        var copy = self
        copy.ownColor = color
        return copy
    }

    /// Decoded pixels (`Image(uiImage:)` builds on it).
    nonisolated package init(pixels: PixelBuffer, name: String = "") {
        self.name = name
        self.source = .pixels(pixels)
    }

    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
        -> Image
    {
        var copy = self
        copy.isResizable = true
        return copy
    }

    nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    nonisolated public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    nonisolated public func antialiased(_ isAntialiased: Bool) -> Image { self }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        var (source, scale) = resolvedSource(in: inputs.environment)
        if case .symbol(let name) = source { source = .symbol(symbolName(for: name, in: inputs)) }
        var natural = source.flatMap { inputs.services.imageMeasurer.size(of: $0) }.map {
            CGSize(width: $0.width / scale, height: $0.height / scale)
        }
        if source == nil { ImageLocator.warnMissing(name) }
        if case .symbol = source, natural != nil, let symbolSize {
            natural = symbolSize
        } else if case .symbol = source, let shape = natural {
            natural = SymbolMetrics.size(forShape: shape, environment: inputs.environment)
        }
        let tint =
            renderingMode == .template
            ? inputs.environment.foregroundColor : ownColor?.resolve(in: inputs.environment)
        let node = ImageNode(
            source: natural == nil ? nil : source, naturalSize: natural ?? .zero, isResizable: isResizable,
            tint: tint, interpolation: interpolation, displayScale: inputs.environment.displayScale)
        if inputs.environment.isRedactedAsPlaceholder { node.placeholderColor = inputs.environment.foregroundColor }
        return .leaf([node])
    }
}

extension Image {
    /// The SF Symbols name drawn for `name` under the environment's `symbolVariants`: the first of the
    /// variant's names the catalog has, else `name` itself.
    func symbolName(for name: String, in inputs: ViewInputs) -> String {
        let variants = inputs.environment.symbolVariants
        guard variants != .none else { return name }
        let measurer = inputs.services.imageMeasurer
        return variants.candidateNames(for: name).first { $0 == name || measurer.hasSymbol(named: $0) } ?? name
    }

    /// The file to draw and its pixels per point: an asset's best variant, else the image's own source at 1×.
    func resolvedSource(in environment: EnvironmentValues) -> (ImageSource?, CGFloat) {
        guard let asset else { return (source, 1) }
        guard let variant = asset.variant(displayScale: environment.displayScale, colorScheme: environment.colorScheme)
        else { return (nil, 1) }
        return (.file(variant.path), variant.scale)
    }
}

/// Lays out an image at its natural size, or at the proposal when resizable.
final class ImageNode: LayoutNode {
    let source: ImageSource?
    let naturalSize: CGSize
    let isResizable: Bool
    let tint: RGBA?
    let interpolation: Image.Interpolation
    /// Under `.redacted(reason: .placeholder)`, the colour its frame is filled with instead.
    var placeholderColor: RGBA?

    init(
        source: ImageSource?, naturalSize: CGSize, isResizable: Bool, tint: RGBA?, interpolation: Image.Interpolation,
        displayScale: CGFloat
    ) {
        self.source = source
        self.naturalSize = naturalSize
        self.isResizable = isResizable
        self.tint = tint
        self.interpolation = interpolation
        super.init(displayScale: displayScale)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return naturalSize }
        return CGSize(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    override func render(into items: inout [DisplayItem]) {
        let frame = displayFrame
        guard let source, frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        if let placeholderColor { return items.append(RedactionPlaceholder.fill(frame, color: placeholderColor)) }
        let quality: ImageRun.Interpolation
        switch interpolation {
        case .none: quality = .none
        case .low: quality = .low
        case .medium: quality = .medium
        case .high: quality = .high
        }
        items.append(.image(ImageRun(source: source, frame: frame, tint: tint, interpolation: quality)))
    }
}
