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

extension PangoTextMeasurer {
    /// The caret before `utf8Offset`, from the very layout the paragraph is drawn with (Pango's strong
    /// cursor: where text typed in the paragraph's own direction would appear).
    public func caretRect(atUTF8Offset utf8Offset: Int, in request: TextLayoutRequest) -> CGRect {
        let length = request.string.utf8.count
        let index = Int32(clamping: min(max(utf8Offset, 0), length))
        let rect = layouts.withLayout(for: request, wrapWidth: nil) { layout -> CGRect in
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(layout, index, &strong, nil)
            return CGRect(
                x: PangoLayoutBuilder.points(strong.x), y: PangoLayoutBuilder.points(strong.y), width: 0,
                height: PangoLayoutBuilder.points(strong.height))
        }
        return rect ?? CGRect(x: 0, y: 0, width: 0, height: measure(request).size.height)
    }

    /// The character boundary nearest `point`: Pango finds the character under it and whether the point
    /// is in its trailing half, which moves the caret past the whole cluster.
    public func utf8Offset(nearest point: CGPoint, in request: TextLayoutRequest) -> Int {
        let text = request.string
        let found = layouts.withLayout(for: request, wrapWidth: nil) { layout -> (index: Int, trailing: Int) in
            var index: Int32 = 0
            var trailing: Int32 = 0
            _ = pango_layout_xy_to_index(
                layout, PangoLayoutBuilder.pangoUnits(max(point.x, 0)), Self.units(point.y), &index, &trailing)
            return (Int(index), Int(trailing))
        }
        guard let found else { return 0 }
        return Self.boundary(in: text, atByte: found.index, trailing: found.trailing)
    }

    private static func units(_ points: CGFloat) -> Int32 {
        let value = (Double(points) * Double(finch_pango_scale)).rounded()
        guard value.isFinite else { return 0 }
        return Int32(clamping: Int(max(min(value, Double(Int32.max)), Double(Int32.min))))
    }

    /// The character boundary at or before byte `index`, moved past the character when `trailing`.
    private static func boundary(in text: String, atByte index: Int, trailing: Int) -> Int {
        let bytes = text.utf8
        let clamped = min(max(index, 0), bytes.count)
        let raw = bytes.index(bytes.startIndex, offsetBy: clamped)
        guard raw < text.endIndex else { return bytes.count }
        let start = text.index(before: text.index(after: raw))
        let position = trailing > 0 ? text.index(after: start) : start
        return bytes.distance(from: bytes.startIndex, to: position)
    }
}
