import Finch
import Foundation
import Testing

@testable import LandmarksKit

/// The bundled data as the tutorial's model reads it.
@MainActor
@Suite("Landmarks model: the bundled landmarkData.json and hikeData.json")
struct ModelDecodingTests {
    /// The tutorial's twelve landmarks (Apple's SwiftUI tutorial, "Building Lists and Navigation"),
    /// ids 1001–1012, Turtle Rock first (Rivers, Joshua Tree National Park, California); three are
    /// favourites (Turtle Rock, Chilkoot Trail, St. Mary Lake) and three featured (Turtle Rock, St. Mary
    /// Lake, Charley Rivers).
    @Test("Twelve landmarks with the tutorial's ids, names, categories, coordinates and flags")
    func landmarks() throws {
        let model = Harness.model()
        #expect(model.loadProblems.isEmpty)
        #expect(model.landmarks.count == 12)
        #expect(model.landmarks.map(\.id) == Array(1001...1012))
        let turtle = try #require(model.landmarks.first)
        #expect(turtle.name == "Turtle Rock")
        #expect(turtle.category == .rivers)
        #expect(turtle.park == "Joshua Tree National Park")
        #expect(turtle.state == "California")
        #expect(model.landmarks.filter(\.isFavorite).map(\.name) == ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"])
        #expect(model.features.map(\.name) == ["Turtle Rock", "St. Mary Lake", "Charley Rivers"])
        #expect(model.categories.keys.sorted() == ["Lakes", "Mountains", "Rivers"])
        #expect(model.categories["Lakes"]?.count == 6)
        #expect(model.landmarks.allSatisfy { !$0.description.isEmpty })
    }

    @Test("Coordinates decode with their sign (Chincoteague at 37.915°, −75.383°)")
    func coordinates() throws {
        let data = Data(#"{"latitude": 37.91531, "longitude": -75.383212}"#.utf8)
        let coordinates = try JSONDecoder().decode(Landmark.Coordinates.self, from: data)
        #expect(coordinates == Landmark.Coordinates(latitude: 37.91531, longitude: -75.383212))
    }

    @Test("Every landmark's picture and every featured one's wide picture is bundled")
    func pictures() {
        let model = Harness.model()
        for landmark in model.landmarks {
            #expect(landmark.image != Image(systemName: "photo"), "\(landmark.name) has no picture")
            if landmark.isFeatured {
                #expect(landmark.featureImage != nil && landmark.featureImage != Image(systemName: "photo"))
            } else {
                #expect(landmark.featureImage == nil)
            }
        }
    }

    @Test("Hikes decode with their observations as ranges; the first is 4.5 km")
    func hikes() throws {
        let model = Harness.model()
        #expect(model.hikes.count == 4)
        let hike = try #require(model.hikes.first)
        #expect(hike.distanceText == "4.5 km")
        #expect(hike.observations.count == 40)
        #expect(hike.observations.allSatisfy { $0.elevation.lowerBound < $0.elevation.upperBound })
        #expect(rangeOfRanges(hike.observations.map(\.elevation)).lowerBound > 0)
    }

    @Test("The graph's range of ranges and magnitudes (empty input gives an empty range, not a trap)")
    func graphArithmetic() {
        #expect(rangeOfRanges([2.0..<4.0, 1.0..<3.0, 5.0..<6.0]) == 1.0..<6.0)
        #expect(rangeOfRanges([Range<Double>]()) == 0..<0)
        #expect(magnitude(of: 1.5..<4.0) == 2.5)
        let capsule = GraphCapsule(index: 0, color: .gray, height: 100, range: 2..<4, overallRange: 0..<10)
        #expect(capsule.heightRatio == 0.2)
        #expect(capsule.offsetRatio == 0.2)
        let flat = GraphCapsule(index: 0, color: .gray, height: 100, range: 3..<3, overallRange: 3..<3)
        #expect(flat.heightRatio == 0 && flat.offsetRatio == 0)
    }

    @Test("The badge's hexagon: six rounded corners inside the unit square, symmetric about the middle")
    func hexagon() {
        let corners = HexagonParameters.corners
        #expect(corners.count == 6)
        for corner in corners {
            for point in [corner.start, corner.control, corner.end] {
                #expect((0...1).contains(point.x) && (0...1).contains(point.y))
            }
        }
        #expect(abs(corners[0].control.x - 0.5) < 1e-9 && abs(corners[0].control.y) < 1e-9)
        #expect(abs(corners[1].control.x + corners[5].control.x - 1) < 1e-9)
    }
}
