import FinchCore
import Foundation
import Synchronization

/// One kind of feature of one tile, as a shape scaled from tile units to the rectangle it is given.
///
/// The layer is a reference type, so two shapes of the same tile compare equal at once and the
/// shape's path is kept while the tile is drawn at the same size (a pan only moves it).
struct MapTileShape: Shape {
    let layer: MapTileLayer
    let extent: Int
    /// How many paths tile shapes have made (tests check a pan makes none). Atomic: a shape's path is
    /// nonisolated, as SwiftUI's, so it may be asked for off the main actor.
    private nonisolated static let pathsMade = Atomic<Int>(0)
    static var debugPathCount: Int { pathsMade.load(ordering: .relaxed) }

    func path(in rect: CGRect) -> Path {
        Self.pathsMade.add(1, ordering: .relaxed)
        let scale = rect.width / CGFloat(extent)
        let closed = layer.kind.isArea
        var path = Path()
        layer.forEachRing { ring in
            var index = ring.startIndex
            guard index < ring.endIndex else { return }
            path.move(
                to: CGPoint(
                    x: rect.minX + CGFloat(ring[index]) * scale, y: rect.minY + CGFloat(ring[index + 1]) * scale))
            index += 2
            while index < ring.endIndex {
                path.addLine(
                    to: CGPoint(
                        x: rect.minX + CGFloat(ring[index]) * scale, y: rect.minY + CGFloat(ring[index + 1]) * scale))
                index += 2
            }
            if closed { path.closeSubpath() }
        }
        return path
    }
}

/// A polyline through points of the view, or (closed) a polygon's outline.
struct MapLineShape: Shape {
    let points: [CGPoint]
    var closed = false

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addLines(points)
        if closed && points.count > 2 { path.closeSubpath() }
        return path
    }
}
