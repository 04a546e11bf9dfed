import Foundation

/// Where a layout node's own coordinates are drawn in the window and in each named coordinate space
/// around it, found by walking up from the node (`LayoutNode.spaceTransforms()`).
struct SpaceTransforms: Equatable {
    /// The node's coordinates → the window's.
    var toWindow: ProjectiveTransform
    /// The named spaces around the node, innermost first, each with the node's coordinates → its own
    /// (origin at the top-leading corner of the view that named it).
    var named: [NamedSpaceTransform] = []
}

/// A named coordinate space around a node, and how the node's coordinates map into it.
struct NamedSpaceTransform: Equatable {
    let name: AnyHashable
    let transform: ProjectiveTransform
}

extension LayoutNode {
    /// Where this node's coordinates are drawn, in the window and in the named spaces around it.
    ///
    /// The node's laid-out frame, then, going up, each geometry effect's transform as the drawing
    /// applies it (at that effect's laid-out frame and the graph's time, so an animation's value on
    /// this frame) and each scroll view's offset. A named space takes the transforms between it and
    /// the node, not those around it. Effects applied with `ignoredByLayout()` are left out, as in
    /// SwiftUI. A matched geometry effect's glide is layout: its content is placed in the gliding frame.
    func spaceTransforms() -> SpaceTransforms {
        var transform = ProjectiveTransform(Transform2D.translation(x: frame.minX, y: frame.minY))
        var named: [NamedSpaceTransform] = []
        var ancestor = parent
        while let current = ancestor {
            switch current {
            case let effect as EffectNode:
                if let moved = effect.geometryTransform { transform = transform.concatenating(moved) }
            case let scroll as ScrollViewNode:
                let offset = scroll.contentTranslation
                transform = transform.concatenating(Transform2D.translation(x: -offset.x, y: -offset.y))
            case let space as CoordinateSpaceNode:
                let origin = Transform2D.translation(x: -space.frame.minX, y: -space.frame.minY)
                named.append(NamedSpaceTransform(name: space.name, transform: transform.concatenating(origin)))
            default:
                break
            }
            ancestor = current.parent
        }
        return SpaceTransforms(toWindow: transform, named: named)
    }
}
