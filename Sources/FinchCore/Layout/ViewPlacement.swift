import Foundation

/// A view's size and where its own coordinates (origin at its top-leading corner) are drawn in some
/// coordinate space: its laid-out frame taken through the geometry effects (`.offset`, `.scaleEffect`,
/// `.rotationEffect`, a `GeometryEffect`) and scroll offsets between the view and that space, as
/// SwiftUI's `GeometryProxy.frame(in:)` and anchors see a view.
///
/// Sendable and nonisolated: an anchor's geometry keeps one under a lock, and a nonisolated
/// `GeometryProxy` answers from it.
struct ViewPlacement: Hashable, Sendable {
    var size: CGSize
    /// The view's own coordinates → the space's.
    var transform: ProjectiveTransform

    init(size: CGSize, transform: ProjectiveTransform) {
        self.size = size
        self.transform = transform
    }

    /// A view laid out at `frame` in the space, with no effect between them.
    init(frame: CGRect) {
        size = frame.size
        transform = ProjectiveTransform(Transform2D.translation(x: frame.minX, y: frame.minY))
    }

    /// The view's frame in the space: its bounds moved and scaled, or the box around them turned.
    var frame: CGRect { rect(CGRect(origin: .zero, size: size)) }

    /// Where `point` of the view is in the space (the point itself if a 3D turn puts it behind the
    /// viewer, where nothing is drawn).
    func point(_ point: CGPoint) -> CGPoint {
        transform.apply(to: point) ?? point
    }

    /// The smallest rectangle of the space holding `rect` of the view (its corners' bounding box, as
    /// SwiftUI's frame of a turned view). Empty at the origin if a 3D turn puts it all behind the viewer.
    func rect(_ rect: CGRect) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].compactMap(transform.apply(to:))
        guard let first = corners.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for corner in corners.dropFirst() {
            minX = min(minX, corner.x)
            minY = min(minY, corner.y)
            maxX = max(maxX, corner.x)
            maxY = max(maxY, corner.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The same view seen from the space `next` takes this one's coordinates into.
    func concatenating(_ next: ProjectiveTransform) -> ViewPlacement {
        ViewPlacement(size: size, transform: transform.concatenating(next))
    }
}
