import Foundation

/// Measures paragraphs for layout; the Pango backend in FinchCairo implements it.
///
/// It must agree exactly with the renderer that later draws the same `TextLayoutRequest`.
public protocol TextMeasurer: AnyObject {
    func measure(_ request: TextLayoutRequest) -> TextMeasurement
}

/// Answers the natural size of images; the gdk-pixbuf backend in FinchCairo implements it.
public protocol ImageMeasurer: AnyObject {
    /// The image's size in points, or nil (with one logged warning) when it cannot be read.
    func size(of source: ImageSource) -> CGSize?
}

/// The backends layout needs, handed to a view graph when it is created.
@MainActor
public final class PlatformServices {
    public let textMeasurer: any TextMeasurer
    public let imageMeasurer: any ImageMeasurer

    public init(textMeasurer: any TextMeasurer, imageMeasurer: any ImageMeasurer) {
        self.textMeasurer = textMeasurer
        self.imageMeasurer = imageMeasurer
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
