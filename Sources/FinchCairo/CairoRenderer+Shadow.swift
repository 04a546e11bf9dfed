internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Draws the group's content over a blurred, tinted, offset copy of its coverage.
    ///
    /// The content is drawn once into a device-space layer; the layer's alpha, blurred with a Gaussian of
    /// standard deviation radius / 2, masks the shadow colour, and the layer itself is painted on top.
    func drawShadowed(_ group: DisplayGroup, shadow: Shadow, in cr: OpaquePointer) {
        let matrix = DeviceSpace.matrix(of: cr)
        let radius = shadow.radius.isFinite ? max(0, Double(shadow.radius)) : 0
        let sigma = radius / 2 * DeviceSpace.scale(of: matrix)
        var offset = (Double(shadow.offset.width), Double(shadow.offset.height))
        if !offset.0.isFinite || !offset.1.isFinite { offset = (0, 0) }
        cairo_user_to_device_distance(cr, &offset.0, &offset.1)
        let margin = (3 * sigma).rounded(.up) + 1
        let reach = margin + max(abs(offset.0), abs(offset.1))
        let visible = DeviceSpace.clipExtents(of: cr).insetBy(dx: -reach, dy: -reach)
        guard let content = deviceBounds(of: group, in: cr)?.intersection(visible), !content.isNull,
            let area = DeviceRect(covering: content.insetBy(dx: -margin, dy: -margin)),
            let layer = OffscreenLayer(area: area, matrix: matrix)
        else { return }
        drawPlaced(group, in: layer.context)
        layer.flush()
        if let mask = GaussianAlphaBlur.blurredAlpha(of: layer, sigma: sigma) {
            defer { cairo_surface_destroy(mask) }
            cairo_save(cr)
            cairo_identity_matrix(cr)
            let color = shadow.color
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            cairo_mask_surface(cr, mask, Double(area.x) + offset.0, Double(area.y) + offset.1)
            cairo_restore(cr)
        }
        layer.paint(onto: cr)
    }
}
