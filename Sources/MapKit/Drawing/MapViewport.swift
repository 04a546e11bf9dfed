import CoreLocation
import Foundation

/// What a map shows: the centre on the unit Web Mercator square and a zoom, the world being
/// 256 × 2^zoom points across (zoom 0 shows the world in one 256-point tile).
///
/// The centre's x is not wrapped into 0…1 (the map repeats east and west), so a pan or an animation
/// across the antimeridian goes the short way.
struct MapViewport: Equatable, Sendable {
    var centerX: Double
    var centerY: Double
    var zoom: Double

    static let maximumZoom = 20.0
    static let tileSize = 256.0

    /// The world's width in points.
    var worldSize: Double { Self.tileSize * pow(2, zoom) }

    /// The viewport that shows `region` whole in a view of `size` (the span that needs the
    /// farther zoom wins), with bad values made sensible: latitude 200 is the pole, a zero or NaN span
    /// the nearest zoom, a span of 360° or more the whole world.
    init(region: MKCoordinateRegion, size: CGSize) {
        let center = CLLocationCoordinate2D(
            latitude: region.center.latitude.isFinite ? min(90, max(-90, region.center.latitude)) : 0,
            longitude: region.center.longitude.isFinite ? region.center.longitude : 0)
        let unit = WebMercator.project(center)
        let width = max(1, Double(size.width))
        let height = max(1, Double(size.height))
        var world = Double.infinity
        let longitudeSpan = region.span.longitudeDelta
        if longitudeSpan.isFinite, longitudeSpan > 0 { world = min(world, width * 360 / min(360, longitudeSpan)) }
        let latitudeSpan = region.span.latitudeDelta
        if latitudeSpan.isFinite, latitudeSpan > 0 {
            let half = min(180, latitudeSpan) / 2
            let top = WebMercator.project(CLLocationCoordinate2D(latitude: center.latitude + half, longitude: 0)).y
            let bottom = WebMercator.project(CLLocationCoordinate2D(latitude: center.latitude - half, longitude: 0)).y
            if bottom - top > 0 { world = min(world, height / (bottom - top)) }
        }
        let zoom = world.isFinite ? log2(world / Self.tileSize) : Self.maximumZoom
        self.init(centerX: unit.x, centerY: unit.y, zoom: zoom)
        self = clamped(to: size)
    }

    init(centerX: Double, centerY: Double, zoom: Double) {
        self.centerX = centerX.isFinite ? centerX : 0.5
        self.centerY = centerY.isFinite ? centerY : 0.5
        self.zoom = zoom.isFinite ? zoom : 0
    }

    /// The smallest zoom at which the world is as tall as the view (the map never shows past the poles).
    static func minimumZoom(for size: CGSize) -> Double {
        max(0, log2(max(1, Double(size.height)) / tileSize))
    }

    /// Zoom within bounds, and the centre kept far enough from the top and bottom edges of the world.
    func clamped(to size: CGSize) -> MapViewport {
        var result = self
        result.zoom = min(Self.maximumZoom, max(Self.minimumZoom(for: size), zoom))
        let halfHeight = Double(size.height) / 2 / result.worldSize
        result.centerY = min(1 - halfHeight, max(halfHeight, centerY))
        return result
    }

    /// The region shown in a view of `size`: the centre's coordinate and the spans of the view's edges.
    func region(in size: CGSize) -> MKCoordinateRegion {
        let wrappedX = centerX - floor(centerX)
        let center = WebMercator.coordinate(atX: wrappedX, y: centerY)
        let halfHeight = Double(size.height) / 2 / worldSize
        let top = WebMercator.coordinate(atX: 0, y: centerY - halfHeight).latitude
        let bottom = WebMercator.coordinate(atX: 0, y: centerY + halfHeight).latitude
        let longitudeSpan = min(360, Double(size.width) / worldSize * 360)
        return MKCoordinateRegion(
            center: center, span: MKCoordinateSpan(latitudeDelta: top - bottom, longitudeDelta: longitudeSpan))
    }

    /// Where a unit-square point is in a view of `size`, taking the copy of the world nearest the centre.
    func viewPoint(unitX: Double, unitY: Double, in size: CGSize) -> CGPoint {
        var dx = unitX - centerX
        dx -= (dx + 0.5).rounded(.down)
        return CGPoint(
            x: Double(size.width) / 2 + dx * worldSize, y: Double(size.height) / 2 + (unitY - centerY) * worldSize)
    }

    func viewPoint(of coordinate: CLLocationCoordinate2D, in size: CGSize) -> CGPoint {
        let unit = WebMercator.project(coordinate)
        return viewPoint(unitX: unit.x, unitY: unit.y, in: size)
    }

    /// The coordinate drawn at `point` of a view of `size` (longitude wrapped into −180…180).
    func coordinate(at point: CGPoint, in size: CGSize) -> CLLocationCoordinate2D {
        let unitX = centerX + (Double(point.x) - Double(size.width) / 2) / worldSize
        let unitY = centerY + (Double(point.y) - Double(size.height) / 2) / worldSize
        let wrapped = unitX - floor(unitX)
        return WebMercator.coordinate(atX: wrapped, y: min(1, max(0, unitY)))
    }

    /// The viewport moved so the content follows a drag of `translation` points.
    func panned(by translation: CGSize, in size: CGSize) -> MapViewport {
        var result = self
        result.centerX -= Double(translation.width) / worldSize
        result.centerY -= Double(translation.height) / worldSize
        return result.clamped(to: size)
    }

    /// The viewport scaled by `factor` about `anchor` (a point of the view), which stays where it is.
    func zoomed(by factor: Double, about anchor: CGPoint, in size: CGSize) -> MapViewport {
        guard factor.isFinite, factor > 0 else { return self }
        var result = self
        result.zoom = min(Self.maximumZoom, max(Self.minimumZoom(for: size), zoom + log2(factor)))
        let applied = pow(2, result.zoom - zoom)
        let offsetX = Double(anchor.x) - Double(size.width) / 2
        let offsetY = Double(anchor.y) - Double(size.height) / 2
        // The anchor's unit point is fixed: centre' = anchorUnit − offset / world'.
        let anchorX = centerX + offsetX / worldSize
        let anchorY = centerY + offsetY / worldSize
        result.centerX = anchorX - offsetX / (worldSize * applied)
        result.centerY = anchorY - offsetY / (worldSize * applied)
        return result.clamped(to: size)
    }
}
