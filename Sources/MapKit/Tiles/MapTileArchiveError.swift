import Foundation

/// Why the map data could not be read; the map then draws plain sea.
enum MapTileArchiveError: Error, Equatable, CustomStringConvertible {
    case missingResource(String)
    case truncated(what: String, at: Int)
    case notAMapArchive
    case unsupportedVersion(Int)
    case badTable(String)
    case corruptTile(MapTileKey, String)

    var description: String {
        switch self {
        case .missingResource(let name): "the map data \(name) is missing from MapKit's resources"
        case .truncated(let what, let offset): "the map data is truncated: \(what) at byte \(offset) runs past the end"
        case .notAMapArchive: "the map data does not start with FMAP (not a Finch map archive)"
        case .unsupportedVersion(let version): "the map data has version \(version); this MapKit reads version 1"
        case .badTable(let reason): "the map data's table of contents is damaged: \(reason)"
        case .corruptTile(let key, let reason): "map tile \(key) is damaged: \(reason)"
        }
    }
}
