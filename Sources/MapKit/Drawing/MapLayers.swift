import CoreLocation
import FinchCore
import Foundation

/// Draws a viewport over the sea: the tiles' land, lakes, rivers and borders, the map's content and
/// the attribution. Its viewport animates (a double tap's zoom, a coast after a flick), and its body
/// sees every frame's value, so the tiles are chosen for what is shown.
struct MapLayers: AnimatableModifier {
    var viewport: MapViewport
    let size: CGSize
    let items: [MapItem]
    let selection: MapMarkSelection?

    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, Double> {
        get { AnimatablePair(AnimatablePair(viewport.centerX, viewport.centerY), viewport.zoom) }
        set {
            viewport = MapViewport(centerX: newValue.first.first, centerY: newValue.first.second, zoom: newValue.second)
        }
    }

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .topLeading) {
                ZStack(alignment: .topLeading) {
                    MapGeography(tiles: tiles, zoom: viewport.zoom)
                    MapMarks(viewport: viewport, size: size, items: items, selection: selection)
                }
                .frame(width: size.width, height: size.height, alignment: .topLeading)
            }
            .overlay(alignment: .bottomLeading) { MapAttribution() }
            .clipped()
    }

    /// The tiles in view with their geometry (tiles that failed to decode are left out).
    private var tiles: [MapTileDrawing] {
        let store = MapTileStore.shared
        guard let archive = store.archive else { return [] }
        return MapTileSelection.tiles(for: viewport, in: size, archive: archive).compactMap { tile in
            store.geometry(for: tile.key).map { MapTileDrawing(tile: tile, geometry: $0) }
        }
    }
}

/// A tile in view and its decoded features.
struct MapTileDrawing {
    let tile: MapDrawnTile
    let geometry: MapTileGeometry
}

/// The "Legal" corner of Apple's maps: here the data's source, GSHHG.
struct MapAttribution: View {
    var body: some View {
        Text("GSHHG")
            .font(.caption2)
            .foregroundStyle(MapColors.attribution)
            .padding(.leading, 8)
            .padding(.bottom, 6)
            .allowsHitTesting(false)
    }
}
