internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Draws a group whose compositing is not plain: its content (with its own effects) into an
    /// intermediate group, masked by the mask's alpha, then onto the target with the blend mode.
    /// Opacity is applied by `drawGroup` around this, so it acts on the composite.
    func drawComposited(_ group: DisplayGroup, compositing: GroupCompositing, in cr: OpaquePointer) {
        if let blur = compositing.blur { return drawBlurred(group, blur: blur, in: cr) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // The intermediate surfaces are as large as the clip: cut it to where the group paints first.
        if let bounds = DisplayItem.group(group).paintBounds {
            cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cr)
        }
        cairo_push_group(cr)
        var content = group
        content.compositing = nil
        content.opacity = 1
        drawGroup(content, in: cr)
        guard let source = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(source) }
        cairo_set_operator(cr, Self.cairoOperator(compositing.blendMode))
        cairo_set_source(cr, source)
        guard let mask = compositing.mask else { return cairo_paint(cr) }
        cairo_push_group(cr)
        // The mask is laid out in the group's local space, as its content is.
        cairo_save(cr)
        var matrix = DeviceSpace.matrix(group.transform)
        cairo_transform(cr, &matrix)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        draw(mask, in: cr)
        cairo_restore(cr)
        guard let alpha = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(alpha) }
        cairo_set_source(cr, source)
        cairo_mask(cr, alpha)
    }

    /// The Cairo operator for a SwiftUI blend mode. Cairo has every separable and non-separable mode and
    /// the Porter-Duff ones; `plusLighter` is its `ADD`. It has no `plusDarker` (1 − ((1 − s) + (1 − d)),
    /// clamped), so that is drawn as `multiply`, the mode nearest to it (both darken by both colours and keep
    /// black black and white neutral).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
