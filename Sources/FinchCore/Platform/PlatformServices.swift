import Foundation

/// Measures paragraphs for layout; the Pango backend in FinchCairo implements it.
///
/// It must agree exactly with the renderer that later draws the same `TextLayoutRequest`.
public protocol TextMeasurer: AnyObject {
    func measure(_ request: TextLayoutRequest) -> TextMeasurement
    /// The caret before the text at `utf8Offset` (a character boundary), in the paragraph's own
    /// coordinates (origin top-leading): zero wide, the line's height. Text fields draw their caret,
    /// selection and composition underline with it.
    func caretRect(atUTF8Offset utf8Offset: Int, in request: TextLayoutRequest) -> CGRect
    /// The character boundary (a UTF-8 offset) nearest to `point`, in the paragraph's coordinates: where a
    /// click puts the caret.
    func utf8Offset(nearest point: CGPoint, in request: TextLayoutRequest) -> Int
}

/// Answers the natural size of images; the gdk-pixbuf backend in FinchCairo implements it.
public protocol ImageMeasurer: AnyObject {
    /// The image's size in points, or nil (with one logged warning) when it cannot be read.
    func size(of source: ImageSource) -> CGSize?
    /// Whether the symbol catalog has an icon for the SF Symbols name `name` (no warning when not):
    /// `.symbolVariant(_:)` draws a variant's name only where there is one.
    func hasSymbol(named name: String) -> Bool
}

extension ImageMeasurer {
    /// A measurer that knows no catalog draws every symbol by its own name.
    public func hasSymbol(named name: String) -> Bool { false }
}

/// The backends layout needs, handed to a view graph when it is created.
@MainActor
public final class PlatformServices {
    public let textMeasurer: any TextMeasurer
    public let imageMeasurer: any ImageMeasurer
    /// Decodes what `AsyncImage` downloads; without one, every load ends in `.failure`.
    public let imageDecoder: (any ImageDataDecoder)?

    public init(
        textMeasurer: any TextMeasurer, imageMeasurer: any ImageMeasurer, imageDecoder: (any ImageDataDecoder)? = nil
    ) {
        self.textMeasurer = textMeasurer
        self.imageMeasurer = imageMeasurer
        self.imageDecoder = imageDecoder
    }
}

extension CGFloat {
    /// A short, stable rendering for dumps: integers without a fraction, others to 2 places.
    public var dumpString: String {
        if !isFinite { return isNaN ? "nan" : (self > 0 ? "inf" : "-inf") }
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
