internal import CCairo
import FinchCore
import Foundation

/// A conic gradient built as a Cairo mesh of thin wedges, since Cairo has no conic pattern.
///
/// Angle 0 points to 3 o'clock and angles grow clockwise on screen (y grows downwards). Outside the swept range,
/// the first half of the gap keeps the last colour and the second half the first colour.
struct AngularSweep {
    var stops: [GradientStop]
    var center: CGPoint
    var start: Angle
    var end: Angle

    /// Wedges per full turn: under one degree each, so the straight outer edges and linear colour steps are invisible.
    private static let wedgesPerTurn = 720.0

    init(stops: [GradientStop], center: CGPoint, start: Angle, end: Angle) {
        self.stops = CairoRenderer.sorted(stops)
        self.center = center
        self.start = start
        self.end = end
    }

    /// A mesh pattern whose wedges reach past every corner of `area`; the caller destroys it.
    func makeMeshPattern(covering area: CGRect) -> OpaquePointer? {
        let from = start.radians
        let to = end.radians
        guard !stops.isEmpty, from.isFinite, to.isFinite, center.x.isFinite, center.y.isFinite,
            let pattern = cairo_pattern_create_mesh()
        else { return nil }
        let radius = reach(over: area)
        let span = min(max(to - from, 0), 2 * .pi)
        let count = max(4, Int((span / (2 * .pi) * Self.wedgesPerTurn).rounded(.up)))
        for index in 0..<count {
            let a0 = from + span * Double(index) / Double(count)
            let a1 = from + span * Double(index + 1) / Double(count)
            addWedge(
                to: pattern, from: a0, to: a1, radius: radius,
                colors: (color(at: a0 - from, span), color(at: a1 - from, span)))
        }
        if span < 2 * .pi { addGap(to: pattern, after: from + span, width: 2 * .pi - span, radius: radius) }
        return pattern
    }

    /// The distance from the centre to the farthest corner of `area`, with a margin for the straight chords.
    private func reach(over area: CGRect) -> Double {
        let corners = [(area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY)]
        let farthest = corners.map { hypot(Double($0.0 - center.x), Double($0.1 - center.y)) }.max() ?? 1
        return (farthest.isFinite ? farthest : 1) * 1.01 + 2
    }

    /// Fills the part of the turn the sweep does not cover with the end colours.
    private func addGap(to pattern: OpaquePointer, after angle: Double, width: Double, radius: Double) {
        guard let first = stops.first?.color, let last = stops.last?.color else { return }
        let pieces = max(2, Int((width / (2 * .pi) * Self.wedgesPerTurn).rounded(.up)))
        for index in 0..<pieces {
            let a0 = angle + width * Double(index) / Double(pieces)
            let a1 = angle + width * Double(index + 1) / Double(pieces)
            let color = index < pieces / 2 ? last : first
            addWedge(to: pattern, from: a0, to: a1, radius: radius, colors: (color, color))
        }
    }

    /// One triangle patch: its colour varies only with the angle, from `colors.0` on one ray to `colors.1` on the other.
    private func addWedge(
        to pattern: OpaquePointer, from a0: Double, to a1: Double, radius: Double, colors: (RGBA, RGBA)
    ) {
        let (cx, cy) = (Double(center.x), Double(center.y))
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, cx, cy)
        cairo_mesh_pattern_line_to(pattern, cx + radius * cos(a0), cy + radius * sin(a0))
        cairo_mesh_pattern_line_to(pattern, cx + radius * cos(a1), cy + radius * sin(a1))
        // Corners 0 and 1 lie on the first ray, 2 and 3 on the second.
        for (corner, color) in [(0, colors.0), (1, colors.0), (2, colors.1), (3, colors.1)] {
            cairo_mesh_pattern_set_corner_color_rgba(
                pattern, UInt32(corner), color.red, color.green, color.blue, color.opacity)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }

    /// The interpolated stop colour at `offset` radians into a sweep of `span` radians.
    private func color(at offset: Double, _ span: Double) -> RGBA {
        let location = span > 0 ? offset / span : 0
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let width = upper.location - lower.location
            let t = width > 0 ? (location - lower.location) / width : 1
            return Self.mix(lower.color, upper.color, t)
        }
        return last.color
    }

    private static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        RGBA(
            red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, opacity: a.opacity + (b.opacity - a.opacity) * t)
    }
}
