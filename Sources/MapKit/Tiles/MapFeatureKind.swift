import Foundation

/// What a tile's feature draws, in the order the map paints them (GSHHG's levels first).
enum MapFeatureKind: UInt8, CaseIterable, Sendable {
    /// GSHHG level 1 (and Antarctica's 5 and 6): land in the sea.
    case land = 1
    /// Level 2: a lake on land.
    case lake = 2
    /// Level 3: an island in a lake.
    case islandInLake = 3
    /// Level 4: a pond on an island in a lake.
    case pond = 4
    /// WDBII rivers, open lines.
    case river = 10
    /// WDBII national borders, open lines.
    case countryBorder = 11
    /// WDBII internal (state) borders, open lines.
    case stateBorder = 12

    /// Closed areas are filled; the rest are stroked lines.
    var isArea: Bool { rawValue <= 4 }
}
