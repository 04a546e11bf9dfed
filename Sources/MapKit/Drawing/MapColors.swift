import FinchCore
import Foundation

/// Apple Maps' light standard style, matched by eye to iOS 17 screenshots (Apple publishes no values).
enum MapColors {
    static let water = Color(red: 0.612, green: 0.816, blue: 0.965)
    static let land = Color(red: 0.965, green: 0.957, blue: 0.929)
    static let river = Color(red: 0.612, green: 0.816, blue: 0.965)
    static let countryBorder = Color(red: 0.659, green: 0.600, blue: 0.694)
    static let stateBorder = Color(red: 0.780, green: 0.745, blue: 0.800)
    static let attribution = Color(red: 0.35, green: 0.35, blue: 0.37)

    /// The fill of an area or the stroke of a line of `kind`.
    static func color(for kind: MapFeatureKind) -> Color {
        switch kind {
        case .land, .islandInLake: land
        case .lake, .pond: water
        case .river: river
        case .countryBorder: countryBorder
        case .stateBorder: stateBorder
        }
    }

    /// Line widths in points: lines thin out as the map zooms out, so the world view is not a web of borders.
    static func lineWidth(for kind: MapFeatureKind, zoom: Double) -> CGFloat {
        switch kind {
        case .river: zoom >= 9 ? 1.5 : 1
        case .countryBorder: zoom < 3 ? 0.5 : zoom < 6 ? 0.8 : 1.2
        case .stateBorder: zoom < 6 ? 0.5 : 0.8
        default: 0
        }
    }
}
