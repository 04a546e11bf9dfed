import FinchCore
import Foundation

/// The tiles' features, one kind at a time across all tiles (all land, then all lakes…), so a tile's
/// overlap into its neighbour never covers the neighbour's lake.
struct MapGeography: View {
    let tiles: [MapTileDrawing]
    let zoom: Double

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(MapFeatureKind.allCases, id: \.self) { kind in
                ForEach(parts(of: kind), id: \.id) { part in
                    MapTilePart(part: part, zoom: zoom)
                }
            }
        }
        .allowsHitTesting(false)
    }

    private func parts(of kind: MapFeatureKind) -> [MapTilePartValue] {
        tiles.compactMap { drawing in
            drawing.geometry.layers[kind].map {
                MapTilePartValue(
                    id: MapTilePartID(tile: drawing.tile, kind: kind), layer: $0, tile: drawing.tile,
                    extent: drawing.geometry.extent)
            }
        }
    }
}

/// Which part of the map a view draws: a kind of one tile, at one copy of the world, perhaps clipped.
struct MapTilePartID: Hashable {
    let key: MapTileKey
    let kind: MapFeatureKind
    let column: Int
    let clipColumn: Int
    let clipRow: Int

    init(tile: MapDrawnTile, kind: MapFeatureKind) {
        key = tile.key
        self.kind = kind
        column = tile.column
        clipColumn = tile.clipTile?.column ?? .min
        clipRow = tile.clipTile?.row ?? .min
    }
}

struct MapTilePartValue {
    let id: MapTilePartID
    let layer: MapTileLayer
    let tile: MapDrawnTile
    let extent: Int
}

/// One kind of one tile, placed by a render offset (so a pan moves the path it keeps).
struct MapTilePart: View {
    let part: MapTilePartValue
    let zoom: Double

    var body: some View {
        let frame = part.tile.frame
        if let clip = part.tile.clip {
            shape
                .offset(x: frame.minX - clip.minX, y: frame.minY - clip.minY)
                .frame(width: clip.width, height: clip.height, alignment: .topLeading)
                .clipped()
                .offset(x: clip.minX, y: clip.minY)
        } else {
            shape.offset(x: frame.minX, y: frame.minY)
        }
    }

    @ViewBuilder private var shape: some View {
        let outline = MapTileShape(layer: part.layer, extent: part.extent)
        let kind = part.layer.kind
        if kind.isArea {
            outline.fill(MapColors.color(for: kind))
                .frame(width: part.tile.frame.width, height: part.tile.frame.height)
        } else {
            outline.stroke(MapColors.color(for: kind), lineWidth: MapColors.lineWidth(for: kind, zoom: zoom))
                .frame(width: part.tile.frame.width, height: part.tile.frame.height)
        }
    }
}
