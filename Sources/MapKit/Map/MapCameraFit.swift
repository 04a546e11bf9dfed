import CoreLocation
import FinchCore
import Foundation

/// The viewport a camera position asks for in a view of a given size.
enum MapCameraFit {
    static func viewport(for position: MapCameraPosition, items: [MapItem], in size: CGSize) -> MapViewport {
        switch position.kind {
        case .region(let region): return MapViewport(region: region, size: size)
        case .rect(let rect): return MapViewport(region: MKCoordinateRegion(rect), size: size)
        case .camera(let camera): return viewport(for: camera, in: size)
        case .automatic: return automatic(items: items, in: size)
        }
    }

    /// Finch's reading of a camera: `distance` metres span the view's height at its centre.
    static func viewport(for camera: MapCamera, in size: CGSize) -> MapViewport {
        let unit = WebMercator.project(camera.centerCoordinate)
        let distance = camera.distance.isFinite && camera.distance > 0 ? camera.distance : 1
        let world = max(1, Double(size.height)) * metresPerUnit(atLatitude: camera.centerCoordinate.latitude) / distance
        return MapViewport(centerX: unit.x, centerY: unit.y, zoom: log2(world / MapViewport.tileSize)).clamped(to: size)
    }

    /// The camera that `viewport(for:in:)` turns into `viewport`: its centre, and the metres its view's
    /// height spans there.
    static func camera(for viewport: MapViewport, in size: CGSize) -> MapCamera {
        let center = viewport.region(in: size).center
        let distance = max(1, Double(size.height)) * metresPerUnit(atLatitude: center.latitude) / viewport.worldSize
        return MapCamera(centerCoordinate: center, distance: distance)
    }

    /// Metres on the ground across the unit Mercator square at `latitude` (the equator's length, shrunk
    /// by the latitude's cosine; held at 85° so a pole's view keeps a size).
    private static func metresPerUnit(atLatitude latitude: Double) -> Double {
        2 * Double.pi * 6_378_137.0 * cos(min(85, abs(latitude)) * .pi / 180)
    }

    /// Everything the content marks, with a fifth of the span spare on each side (Finch's choice), at
    /// most zoom 15 for a single point; the whole world when nothing is marked.
    static func automatic(items: [MapItem], in size: CGSize) -> MapViewport {
        let points = items.flatMap(\.coordinates).filter(CLLocationCoordinate2DIsValid).map(WebMercator.project)
        guard let first = points.first else {
            return MapViewport(centerX: 0.5, centerY: 0.5, zoom: 0).clamped(to: size)
        }
        var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        let spanX = max(maxX - minX, 1e-9) * 1.4
        let spanY = max(maxY - minY, 1e-9) * 1.4
        let world = min(Double(max(1, size.width)) / spanX, Double(max(1, size.height)) / spanY)
        let zoom = min(15, log2(world / MapViewport.tileSize))
        return MapViewport(centerX: (minX + maxX) / 2, centerY: (minY + maxY) / 2, zoom: zoom).clamped(to: size)
    }
}
