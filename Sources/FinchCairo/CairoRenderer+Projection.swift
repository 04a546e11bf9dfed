internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Draws the group through a perspective transform, as `rotation3DEffect` needs.
    ///
    /// The clipped, transformed children are rendered flat at the device scale, then pixman warps that picture
    /// onto the device-space box of the projected quad. Content with a corner behind the viewer is not drawn.
    func drawProjected(_ group: DisplayGroup, projection: ProjectiveTransform, in cr: OpaquePointer) {
        let matrix = DeviceSpace.matrix(of: cr)
        let scale = DeviceSpace.scale(of: matrix)
        let flat = DeviceSpace.bounds(of: DeviceSpace.corners(of: group.bounds.standardized).map(group.transform.apply))
        let projected = DeviceSpace.corners(of: flat).compactMap(projection.apply(to:))
        guard !flat.isNull, projected.count == 4 else { return }
        let target = DeviceSpace.bounds(of: projected.map { DeviceSpace.apply(matrix, to: $0) })
            .intersection(DeviceSpace.clipExtents(of: cr))
        guard !target.isNull, let targetArea = DeviceRect(covering: target),
            let source = cachedFlatLayer(group, covering: flat, scale: scale),
            let destination = OffscreenLayer(area: targetArea, matrix: matrix),
            let toParent = Matrix3(matrix).inverted, let unproject = Matrix3(projection).inverted
        else { return }
        // The warp maps destination pixels back to source pixels: target pixel → device → parent → flat → source pixel.
        let toSource = Matrix3.scale(scale) * Matrix3.translation(-Double(flat.minX), -Double(flat.minY))
        let toDevice = Matrix3.translation(Double(targetArea.x), Double(targetArea.y))
        let quad = projected.map { point -> CGPoint in
            let device = DeviceSpace.apply(matrix, to: point)
            return CGPoint(x: device.x - CGFloat(targetArea.x), y: device.y - CGFloat(targetArea.y))
        }
        ProjectiveWarp.draw(
            source, onto: destination, transform: toSource * unproject * toParent * toDevice, quad: quad)
        // The warp writes only inside the projected quad (the span of each row it covers) and skips
        // pixels behind the viewer, so the layer can be painted as it is, without a clip mask.
        destination.paint(onto: cr)
    }

    /// The flat layer for this content, from the cache when the same content was drawn before.
    private func cachedFlatLayer(_ group: DisplayGroup, covering flat: CGRect, scale: Double) -> OffscreenLayer? {
        var content = group
        content.projection = nil
        let key = FlatLayerCache.Key(content: content, scale: scale)
        if let layer = flatLayers.layer(for: key) { return layer }
        guard let layer = flatLayer(group, covering: flat, scale: scale) else { return nil }
        flatLayers.store(layer, for: key)
        return layer
    }

    /// The group's children with clip and transform, unprojected, in a layer covering `flat` at `scale` pixels per point.
    private func flatLayer(_ group: DisplayGroup, covering flat: CGRect, scale: Double) -> OffscreenLayer? {
        let pixels = CGRect(x: 0, y: 0, width: Double(flat.width) * scale, height: Double(flat.height) * scale)
        let matrix = cairo_matrix_t(
            xx: scale, yx: 0, xy: 0, yy: scale, x0: -Double(flat.minX) * scale, y0: -Double(flat.minY) * scale)
        guard let area = DeviceRect(covering: pixels), let layer = OffscreenLayer(area: area, matrix: matrix) else {
            return nil
        }
        drawTransformed(group, in: layer.context)
        return layer
    }
}
