internal import CCairo
import FinchCore
import Foundation

extension CairoRenderer {
    /// Draws the group into a device-space layer as large as what it paints inside the clip, recolours
    /// the layer's pixels and composites it.
    ///
    /// Filters nested directly (`.grayscale(0.5).hueRotation(.degrees(45))` makes a group holding only a
    /// group) are merged into one filter, so the content is drawn and recoloured once.
    func drawFiltered(_ group: DisplayGroup, filter: ColorFilter, in cr: OpaquePointer) {
        let (content, filter) = Self.mergingNestedFilters(group, filter: filter)
        let matrix = DeviceSpace.matrix(of: cr)
        var area = DeviceSpace.clipExtents(of: cr)
        if let bounds = DisplayItem.group(group).paintBounds {
            area = area.intersection(
                DeviceSpace.bounds(
                    of: DeviceSpace.corners(of: bounds).map {
                        DeviceSpace.apply(matrix, to: $0)
                    }))
        }
        guard !area.isNull, !area.isEmpty, let rect = DeviceRect(covering: area),
            let layer = OffscreenLayer(area: rect, matrix: matrix)
        else { return }
        drawUnfiltered(content, in: layer.context)
        layer.flush()
        ColorMatrixPass.apply(filter, to: layer)
        layer.paint(onto: cr)
    }

    /// The innermost group of a chain of groups that only filter, and the chain's filters in the order they
    /// apply (innermost first). The group returned still carries its own filter and opacity, which
    /// `drawUnfiltered` ignores: changing them would hash its children again (`DisplayGroup`'s version).
    ///
    /// An inner group's own effects (transform, clip, shadow) come before its filter, so they stay on the
    /// content; one with opacity stops the merge, since its opacity applies between the two filters. The
    /// outer group's opacity is applied around the whole pass (`drawGroup`).
    static func mergingNestedFilters(_ group: DisplayGroup, filter: ColorFilter) -> (DisplayGroup, ColorFilter) {
        var content = group
        var filter = filter
        while content.transform.isIdentity, content.projection == nil, content.clip == nil, content.shadow == nil,
            content.children.count == 1, case .group(let inner) = content.children[0],
            let innerFilter = inner.colorFilter, inner.opacity == 1
        {
            filter = innerFilter.followed(by: filter)
            content = inner
        }
        return (content, filter)
    }
}
