internal import CCairo
import FinchCore
import Foundation

/// Measures paragraphs with Pango, exactly as `CairoRenderer` later draws them.
///
/// Measurements come from a `PangoLayoutCache`, since layout asks for the same text under the same proposal many
/// times; `CairoBackend` gives its measurer and renderer one cache, so a text measured is drawn with that layout.
public final class PangoTextMeasurer: TextMeasurer {
    private let layouts: PangoLayoutCache

    /// A measurer with a cache of its own.
    public convenience init() {
        self.init(layouts: PangoLayoutCache())
    }

    /// A measurer that lays text out in `layouts`, shared with the renderer that draws it.
    package init(layouts: PangoLayoutCache) {
        self.layouts = layouts
    }

    /// The logical size, baselines and line count of `request`.
    ///
    /// - Complexity: a dictionary lookup when cached; otherwise one Pango layout pass.
    public func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        layouts.measurement(of: request)
    }
}
