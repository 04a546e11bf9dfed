internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Draws the group's content blurred (`.blur(radius:opaque:)`).
    ///
    /// The content is drawn once into a device-space layer reaching three standard deviations past it (none for
    /// an opaque blur, whose edge pixels repeat instead), blurred as a material's backdrop is (shrunk, three box
    /// passes each way, drawn enlarged), and painted where the layer lies.
    func drawBlurred(_ group: DisplayGroup, blur: GroupBlur, in cr: OpaquePointer) {
        var content = group
        content.compositing = nil
        content.opacity = 1
        let matrix = DeviceSpace.matrix(of: cr)
        let sigma = Double(blur.radius) / 2 * DeviceSpace.scale(of: matrix)
        guard sigma.isFinite, sigma > 0 else { return drawGroup(content, in: cr) }
        let margin = blur.opaque ? 0 : (3 * sigma).rounded(.up) + 1
        let visible = DeviceSpace.clipExtents(of: cr).insetBy(dx: -margin, dy: -margin)
        guard let bounds = deviceBounds(of: content, in: cr)?.intersection(visible), !bounds.isNull,
            let area = DeviceRect(covering: bounds.insetBy(dx: -margin, dy: -margin)),
            let layer = OffscreenLayer(area: area, matrix: matrix)
        else { return }
        drawGroup(content, in: layer.context)
        layer.flush()
        guard let data = layer.data else { return }
        let factor = BackdropBlur.factor(sigma: sigma)
        let blurred = BackdropBlur(
            source: data, stride: layer.stride, x: 0, y: 0, columns: Int(area.width), rows: Int(area.height),
            factor: factor, sigma: sigma)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(area.x), Double(area.y), Double(area.width), Double(area.height))
        paintBlur(blurred, at: (Double(area.x), Double(area.y)), factor: factor, in: cr)
        cairo_new_path(cr)
        cairo_restore(cr)
    }
}
