import FinchCore
import Foundation

/// MapKit's styling of map content (iOS 17): a polygon's or circle's fill and outline, a line's colour.
/// Markers and annotations are styled by their own modifiers (`tint`) and are left as they are.
extension MapContent {
    /// Fills polygons and circles with `style`, and colours lines with it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ListedMapContent {
        restyled { area in
            area.fill = AnyShapeStyle(style)
        } line: { line in
            line.style = AnyShapeStyle(style)
        }
    }

    /// Outlines polygons and circles, and draws lines, with `style` at `lineWidth` points.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ListedMapContent {
        self.stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Outlines polygons and circles, and draws lines, with `content` in `style`'s width, dashes and joins.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ListedMapContent {
        restyled { area in
            area.stroke = AnyShapeStyle(content)
            area.strokeStyle = style
        } line: { line in
            line.style = AnyShapeStyle(content)
            line.lineWidth = Self.validWidth(style.lineWidth)
        }
    }

    /// The width, dashes and joins of outlines and lines, in their present colours.
    public func strokeStyle(style: StrokeStyle) -> ListedMapContent {
        restyled { area in
            area.strokeStyle = style
        } line: { line in
            line.lineWidth = Self.validWidth(style.lineWidth)
        }
    }

    private static func validWidth(_ width: CGFloat) -> CGFloat { width.isFinite ? max(0, width) : 1 }

    private func restyled(area: (inout MapAreaItem) -> Void, line: (inout PolylineItem) -> Void) -> ListedMapContent {
        ListedMapContent(
            mapItems: items.map { item in
                switch item {
                case .area(var value):
                    area(&value)
                    return .area(value)
                case .polyline(var value):
                    line(&value)
                    return .polyline(value)
                case .marker, .annotation: return item
                }
            })
    }
}
