internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Makes `paint` the context's source; `area` (user space) is what the angular mesh must cover.
    ///
    /// Returns false when nothing would be visible, so the caller can skip drawing.
    func setSource(_ paint: Paint, in cr: OpaquePointer, covering area: CGRect) -> Bool {
        switch paint {
        case .color(let color):
            guard color.opacity > 0 else { return false }
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            return true
        case .linearGradient(let stops, let start, let end):
            let pattern = cairo_pattern_create_linear(
                Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            return use(pattern, stops: stops, in: cr)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let pattern = cairo_pattern_create_radial(
                Double(center.x), Double(center.y), max(0, Double(startRadius)),
                Double(center.x), Double(center.y), max(0, Double(endRadius)))
            return use(pattern, stops: stops, in: cr)
        case .ellipticalGradient(let stops, let center, let radii, let startFraction, let endFraction):
            return useElliptical(
                stops: stops, center: center, radii: radii, fractions: (startFraction, endFraction), in: cr)
        case .backdrop(let material):
            // The blur is drawn by `fill` before this; strokes and text get the tint alone.
            let tint = material.tint
            guard tint.opacity > 0 else { return false }
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.opacity)
            return true
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            let sweep = AngularSweep(stops: stops, center: center, start: startAngle, end: endAngle)
            guard let pattern = sweep.makeMeshPattern(covering: area) else { return false }
            defer { cairo_pattern_destroy(pattern) }
            cairo_set_source(cr, pattern)
            return true
        }
    }

    /// A radial pattern in a unit space stretched to the ellipse's radii: a circle of radius f there is the
    /// ellipse of radii f × `radii` in user space.
    private func useElliptical(
        stops: [GradientStop], center: CGPoint, radii: CGSize, fractions: (CGFloat, CGFloat), in cr: OpaquePointer
    ) -> Bool {
        let (width, height) = (Double(radii.width), Double(radii.height))
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return false }
        let pattern = cairo_pattern_create_radial(0, 0, max(0, Double(fractions.0)), 0, 0, max(0, Double(fractions.1)))
        if let pattern {
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / width, 1 / height)
            cairo_matrix_translate(&matrix, -Double(center.x), -Double(center.y))
            cairo_pattern_set_matrix(pattern, &matrix)
        }
        return use(pattern, stops: stops, in: cr)
    }

    /// Adds the stops to a gradient pattern and installs it; ends extend with the end colours, as in SwiftUI.
    private func use(_ pattern: OpaquePointer?, stops: [GradientStop], in cr: OpaquePointer) -> Bool {
        guard let pattern else { return false }
        defer { cairo_pattern_destroy(pattern) }
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS, !stops.isEmpty else { return false }
        for stop in Self.sorted(stops) {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, color.red, color.green, color.blue, color.opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        return true
    }

    /// Stops ordered by location, with locations clamped to 0...1 (NaN treated as 0).
    static func sorted(_ stops: [GradientStop]) -> [GradientStop] {
        stops.map { stop in
            var stop = stop
            stop.location = stop.location.isNaN ? 0 : min(max(stop.location, 0), 1)
            return stop
        }
        .sorted { $0.location < $1.location }
    }
}
