import Foundation

/// What a `Canvas` draws with, as SwiftUI's `GraphicsContext`: paths filled and stroked with a
/// shading, text and images, through the context's `transform` and `opacity`.
///
/// A context is a value: a copy keeps its own transform and opacity (`var inner = context;
/// inner.translateBy(x: 10, y: 0)`) and draws into the same canvas. Each drawing becomes one display
/// item, in a group carrying the transform and opacity in effect when it was drawn.
/// Not yet: clipping, filters, blend modes, layers, `resolve(_:)`, symbols, and shadings other than
/// `.color` and `.linearGradient` (without `options:`).
@MainActor
public struct GraphicsContext {
    /// The opacity drawing is done with (multiplies each drawing's own).
    public var opacity: Double = 1
    /// The transform from the drawing's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity

    /// Collects a canvas's items; shared by every copy of its context.
    final class Recorder {
        var items: [DisplayItem] = []
    }

    let recorder: Recorder
    let environment: EnvironmentValues
    let services: PlatformServices
    /// The canvas's own space in the window's.
    let origin: Transform2D

    init(recorder: Recorder, environment: EnvironmentValues, services: PlatformServices, origin: Transform2D) {
        self.recorder = recorder
        self.environment = environment
        self.services = services
        self.origin = origin
    }

    // MARK: Transforms

    /// Moves the origin of what is drawn next by (`x`, `y`) in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn next about the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates what is drawn next about the current origin (clockwise on screen for a positive angle).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Drawing

    /// Fills `path` with `shading` (even-odd when `style` says so).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        record(.fill(path, shading.paint(in: environment), eoFill: style.isEOFilled), bounds: path.boundingRect)
    }

    /// Strokes `path`'s outline with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path`'s outline with `shading` in `style` (width, caps, joins, dashes).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth > 0, style.lineWidth.isFinite else { return }
        let bounds = path.boundingRect.insetBy(dx: -style.lineWidth, dy: -style.lineWidth)
        record(.stroke(path, shading.paint(in: environment), style), bounds: bounds)
    }

    /// Draws `text` on one line, at its ideal size, its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let request = TextLayoutRequest(spans: text.spans(in: environment, at: nil))
        let size = services.textMeasurer.measure(request).size
        guard size.width > 0, size.height > 0 else { return }
        let frame = CGRect(origin: Self.origin(of: size, anchor: anchor, at: point), size: size)
        record(.text(TextRun(layout: request, frame: frame)), bounds: frame)
    }

    /// Draws `image` scaled to fill `rect` (a template image, as a symbol, in the foreground colour).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let source = image.resolvedSource(in: environment).0, rect.width > 0, rect.height > 0 else { return }
        let tint = image.renderingMode == .template ? environment.foregroundColor : nil
        record(.image(ImageRun(source: source, frame: rect, tint: tint)), bounds: rect)
    }

    /// Draws `image` at its natural size (a symbol at the font's size), its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let (source, scale) = image.resolvedSource(in: environment)
        guard let source, var size = services.imageMeasurer.size(of: source) else { return }
        size = CGSize(width: size.width / scale, height: size.height / scale)
        if case .symbol = source { size = SymbolMetrics.size(forShape: size, environment: environment) }
        draw(image, in: CGRect(origin: Self.origin(of: size, anchor: anchor, at: point), size: size))
    }

    private static func origin(of size: CGSize, anchor: UnitPoint, at point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    }

    /// Adds `item`, drawn in the current coordinates, in a group that maps them to the window.
    private func record(_ item: DisplayItem, bounds: CGRect) {
        guard opacity > 0 else { return }
        let local = transform.transform2D
        recorder.items.append(
            .group(
                DisplayGroup(
                    transform: local.concatenating(origin), opacity: min(max(opacity, 0), 1), bounds: bounds,
                    children: [item])))
    }
}

extension GraphicsContext {
    /// What a path is filled or stroked with.
    public struct Shading {
        private enum Kind {
            case color(Color)
            case linearGradient(Gradient, start: CGPoint, end: CGPoint)
        }

        private let kind: Kind

        /// A flat colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A gradient along the line from `startPoint` to `endPoint`, in the drawing's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linearGradient(gradient, start: startPoint, end: endPoint))
        }

        @MainActor
        func paint(in environment: EnvironmentValues) -> Paint {
            switch kind {
            case .color(let color): .color(color.resolve(in: environment))
            case .linearGradient(let gradient, let start, let end):
                .linearGradient(stops: gradient.resolved(in: environment), start: start, end: end)
            }
        }
    }
}
