import Foundation

/// A recorded hike, as `hikeData.json` holds it: observations along the way, each a range of values.
struct Hike: Codable, Hashable, Identifiable {
    var id: Int
    var name: String
    var distance: Double
    var difficulty: Int
    var observations: [Observation]

    /// "4.5 km", as the tutorial's `LengthFormatter` writes kilometres (the formatter is not on Linux).
    var distanceText: String { String(format: "%.1f", distance) + " km" }

    struct Observation: Codable, Hashable {
        var distanceFromStart: Double

        var elevation: Range<Double>
        var pace: Range<Double>
        var heartRate: Range<Double>
    }
}
