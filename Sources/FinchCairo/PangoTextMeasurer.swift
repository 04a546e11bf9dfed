internal import CCairo
import FinchCore
import Foundation

/// Measures paragraphs with Pango, exactly as `CairoRenderer` later draws them.
///
/// Results are cached per request, since layout asks for the same text under the same proposal many times.
public final class PangoTextMeasurer: TextMeasurer {
    /// Past this many entries the cache starts over, so a long session cannot grow it without bound.
    private static let cacheLimit = 4096

    private let builder: PangoLayoutBuilder
    private var cache: [TextLayoutRequest: TextMeasurement] = [:]

    public init() {
        builder = PangoLayoutBuilder()
    }

    /// The logical size, baselines and line count of `request`.
    ///
    /// - Complexity: a dictionary lookup when cached; otherwise one Pango layout pass.
    public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        if let cached = cache[request] { return cached }
        let result: TextMeasurement
        if let layout = builder.makeLayout(for: request) {
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            result = PangoLayoutBuilder.measurement(of: layout)
        } else {
            result = TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
        }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[request] = result
        return result
    }
}
