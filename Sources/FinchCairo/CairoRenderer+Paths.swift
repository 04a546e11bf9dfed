internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Fills `path` with non-zero winding, or even-odd when `evenOdd`.
    func fill(_ path: Path, with paint: Paint, evenOdd: Bool, in cr: OpaquePointer) {
        guard !path.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Self.appendPath(path, to: cr)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        // A solid colour needs no extents; finding them tessellates the whole path once more (a map
        // tile's coastline doubled the cost of its fill).
        var area = CGRect.zero
        if case .color = paint {
        } else {
            var extents = (0.0, 0.0, 0.0, 0.0)
            cairo_fill_extents(cr, &extents.0, &extents.1, &extents.2, &extents.3)
            area = Self.rect(extents)
        }
        if case .backdrop(let material) = paint { drawBackdrop(material, in: cr) }
        guard setSource(paint, in: cr, covering: area) else { return cairo_new_path(cr) }
        cairo_fill(cr)
    }

    /// Strokes `path` centred on its outline.
    func stroke(_ path: Path, with paint: Paint, style: StrokeStyle, in cr: OpaquePointer) {
        guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        Self.appendPath(path, to: cr)
        Self.apply(style, to: cr)
        var area = CGRect.zero
        if case .color = paint {
        } else {
            var extents = (0.0, 0.0, 0.0, 0.0)
            cairo_stroke_extents(cr, &extents.0, &extents.1, &extents.2, &extents.3)
            area = Self.rect(extents)
        }
        guard setSource(paint, in: cr, covering: area) else { return cairo_new_path(cr) }
        cairo_stroke(cr)
    }

    /// Replaces the context's current path with `path`; quadratic curves become the equivalent cubics.
    static func appendPath(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo_move_to(cr, Double(point.x), Double(point.y))
                current = point
            case .line(let point):
                cairo_line_to(cr, Double(point.x), Double(point.y))
                current = point
            case .quadCurve(let point, let control):
                let first = current + (control - current) * (2.0 / 3.0)
                let second = point + (control - point) * (2.0 / 3.0)
                curve(cr, first, second, point)
                current = point
            case .curve(let point, let control1, let control2):
                curve(cr, control1, control2, point)
                current = point
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0
                var y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    private static func curve(_ cr: OpaquePointer, _ control1: CGPoint, _ control2: CGPoint, _ point: CGPoint) {
        cairo_curve_to(
            cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
            Double(point.x), Double(point.y))
    }

    /// Width, cap, join, miter limit and dash; an invalid dash (negative, or all zero) draws solid,
    /// because Cairo would otherwise put the whole context into an error state.
    private static func apply(_ style: StrokeStyle, to cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        if style.miterLimit.isFinite, style.miterLimit >= 1 { cairo_set_miter_limit(cr, Double(style.miterLimit)) }
        let dashes = style.dash.map(Double.init)
        let valid = dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.reduce(0, +) > 0
        guard valid, style.dashPhase.isFinite else { return }
        cairo_set_dash(cr, dashes, Int32(clamping: dashes.count), Double(style.dashPhase))
    }

    static func rect(_ extents: (Double, Double, Double, Double)) -> CGRect {
        CGRect(x: extents.0, y: extents.1, width: extents.2 - extents.0, height: extents.3 - extents.1)
    }
}

extension CGPoint {
    fileprivate static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    fileprivate static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint {
        CGPoint(x: lhs.x * rhs, y: lhs.y * rhs)
    }
}
