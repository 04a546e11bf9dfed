import Foundation

@testable import FuzzLandmarksKit

/// `landmarkData.json` and `hikeData.json` as Landmarks decodes them, and what its views compute from
/// them (a landmark's place, a hike's graph ranges).
enum LandmarksDataFuzzer {
    static func run(_ data: Data) {
        if let landmarks = try? JSONDecoder().decode([Landmark].self, from: data) {
            for landmark in landmarks {
                _ = (landmark.locationCoordinate, landmark.category.rawValue, landmark.isFeatured)
            }
            _ = Dictionary(grouping: landmarks, by: { $0.category.rawValue })
        }
        if let hikes = try? JSONDecoder().decode([Hike].self, from: data) {
            for hike in hikes {
                _ = hike.distanceText
                for path in [\Hike.Observation.elevation, \.heartRate, \.pace] {
                    let ranges = hike.observations.map { $0[keyPath: path] }
                    _ = magnitude(of: rangeOfRanges(ranges))
                    _ = ranges.map(magnitude(of:)).max()
                }
            }
        }
    }
}
