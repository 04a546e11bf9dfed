internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Draws a group with its effects in DisplayList's order: local clip, transform, projection, shadow, colour
    /// filter, opacity.
    func drawGroup(_ group: DisplayGroup, in cr: OpaquePointer) {
        // NaN opacity counts as invisible, as RGBA treats a NaN component as 0.
        guard group.opacity > 0 else { return }
        let fades = group.opacity < 1
        if fades {
            // The intermediate surface is as large as the clip: cut the clip to where the group paints
            // first, or every faded view allocates and clears a window-sized surface.
            cairo_save(cr)
            if let bounds = DisplayItem.group(group).paintBounds {
                let (x, y) = (Double(bounds.minX), Double(bounds.minY))
                cairo_rectangle(cr, x, y, Double(bounds.width), Double(bounds.height))
                cairo_clip(cr)
            }
            cairo_push_group(cr)
        }
        if let compositing = group.compositing, !compositing.isPlain {
            drawComposited(group, compositing: compositing, in: cr)
        } else if let filter = group.colorFilter, !filter.isIdentity {
            drawFiltered(group, filter: filter, in: cr)
        } else {
            drawUnfiltered(group, in: cr)
        }
        if fades {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, group.opacity)
            cairo_restore(cr)
        }
    }

    /// The group's children clipped, transformed, projected and shadowed, without colour filter or opacity.
    func drawUnfiltered(_ group: DisplayGroup, in cr: OpaquePointer) {
        if let shadow = group.shadow, shadow.color.opacity > 0 {
            drawShadowed(group, shadow: shadow, in: cr)
        } else {
            drawPlaced(group, in: cr)
        }
    }

    /// The group's children clipped, transformed and projected, without shadow or opacity.
    func drawPlaced(_ group: DisplayGroup, in cr: OpaquePointer) {
        if let projection = group.projection, projection != .identity {
            if let affine = Self.affinePart(of: projection) {
                // No perspective (a card turned 0° or 180°): vectors drawn through one matrix, no offscreen warp.
                var flat = group
                flat.projection = nil
                flat.transform = group.transform.concatenating(affine)
                drawTransformed(flat, in: cr)
            } else {
                drawProjected(group, projection: projection, in: cr)
            }
        } else {
            drawTransformed(group, in: cr)
        }
    }

    /// The projection as an affine transform when it has no perspective part, else nil.
    static func affinePart(of projection: ProjectiveTransform) -> Transform2D? {
        let w = projection.m33
        guard w > 0, w.isFinite, abs(projection.m13) < 1e-12, abs(projection.m23) < 1e-12 else { return nil }
        return Transform2D(
            a: projection.m11 / w, b: projection.m12 / w, c: projection.m21 / w, d: projection.m22 / w,
            tx: projection.m31 / w, ty: projection.m32 / w)
    }

    /// Children in local space, clipped there, then mapped by the group's affine transform.
    ///
    /// A transform that collapses the plane draws nothing: Cairo would otherwise put the context in an error state.
    func drawTransformed(_ group: DisplayGroup, in cr: OpaquePointer) {
        let transform = group.transform
        guard transform.inverted != nil, transform.tx.isFinite, transform.ty.isFinite else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = DeviceSpace.matrix(transform)
        cairo_transform(cr, &matrix)
        if let clip = group.clip {
            Self.appendPath(clip, to: cr)
            cairo_clip(cr)
        }
        draw(group.children, in: cr)
    }

    /// Where the group's content lands in `cr`'s device space, or nil when part of it falls behind the viewer.
    func deviceBounds(of group: DisplayGroup, in cr: OpaquePointer) -> CGRect? {
        let matrix = DeviceSpace.matrix(of: cr)
        var points = DeviceSpace.corners(of: group.bounds.standardized).map(group.transform.apply(to:))
        if let projection = group.projection {
            let projected = points.compactMap(projection.apply(to:))
            guard projected.count == points.count else { return nil }
            points = projected
        }
        return DeviceSpace.bounds(of: points.map { DeviceSpace.apply(matrix, to: $0) })
    }
}
