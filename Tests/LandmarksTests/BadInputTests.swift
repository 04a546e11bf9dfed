import Finch
import FinchTesting
import Foundation
import Testing

@testable import LandmarksKit

/// Where the tutorial's `load` traps, the app says which file is wrong and how, and keeps running.
@MainActor
@Suite("Landmarks with bad files: clear messages, no crash")
struct BadInputTests {
    private func problems(_ replacements: [String: Data]) throws -> [String] {
        let model = Harness.model(resources: try Harness.resources(replacements))
        return model.loadProblems.map(\.message)
    }

    @Test("A missing landmarkData.json is named; the landmarks are empty")
    func missingLandmarks() throws {
        let model = Harness.model(resources: try Harness.resources(removing: ["landmarkData.json"]))
        #expect(
            model.loadProblems.map(\.message) == ["landmarkData.json: the file is missing from the app's resources"])
        #expect(Harness.model(resources: try Harness.resources(removing: ["hikeData.json"])).loadProblems.count == 1)
        #expect(model.landmarks.isEmpty)
        #expect(model.hikes.count == 4)
    }

    @Test("An empty (or blank) file says it is empty")
    func empty() throws {
        #expect(try problems(["landmarkData.json": Data()]) == ["landmarkData.json: the file is empty"])
        #expect(try problems(["hikeData.json": Data(" \n".utf8)]) == ["hikeData.json: the file is empty"])
    }

    @Test("A truncated file is not valid JSON")
    func truncated() throws {
        let whole = try Harness.bundled("landmarkData.json")
        let found = try problems(["landmarkData.json": whole.prefix(whole.count / 2)])
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("landmarkData.json: the file is not valid JSON") == true)
        let hikes = try Harness.bundled("hikeData.json")
        let hikeProblems = try problems(["hikeData.json": hikes.prefix(100)])
        #expect(hikeProblems.first?.hasPrefix("hikeData.json: the file is not valid JSON") == true)
    }

    @Test("A string for a latitude is a wrong type at [3].coordinates.latitude")
    func mistypedLatitude() throws {
        let data = try Harness.landmarksJSON { array in
            var coordinates = array[3]["coordinates"] as? [String: Any] ?? [:]
            coordinates["latitude"] = "48.69423"
            array[3]["coordinates"] = coordinates
        }
        #expect(
            try problems(["landmarkData.json": data]) == [
                "landmarkData.json: wrong type at [3].coordinates.latitude: expected a number; found a string"
            ])
    }

    @Test("A hike's elevation that is not a range, and a missing key, are placed in the file")
    func mistypedHike() throws {
        let hikes = try Harness.bundled("hikeData.json")
        guard var array = try JSONSerialization.jsonObject(with: hikes) as? [[String: Any]],
            var observations = array[1]["observations"] as? [[String: Any]]
        else { throw HarnessError.missing("hikes as an array") }
        observations[2]["elevation"] = 120
        array[1]["observations"] = observations
        array[2]["name"] = nil
        let data = try JSONSerialization.data(withJSONObject: array)
        let found = try problems(["hikeData.json": data])
        #expect(
            found == ["hikeData.json: wrong type at [1].observations[2].elevation: expected a list; found a number"])

        array[1]["observations"] = hikes.isEmpty ? [] : (array[0]["observations"] ?? [])
        let missingName = try problems(["hikeData.json": try JSONSerialization.data(withJSONObject: array)])
        #expect(missingName == ["hikeData.json: missing \"name\" at [2]"])
    }

    @Test("An unknown category and a latitude of 200 are refused with what was found")
    func badValues() throws {
        let category = try Harness.landmarksJSON { $0[4]["category"] = "Deserts" }
        #expect(
            try problems(["landmarkData.json": category]) == [
                "landmarkData.json: bad value at [4].category: \"Deserts\" is not a category (Lakes, Rivers, Mountains)"
            ])
        let latitude = try Harness.landmarksJSON { array in
            array[0]["coordinates"] = ["latitude": 200, "longitude": -116.1]
        }
        #expect(
            try problems(["landmarkData.json": latitude]) == [
                "landmarkData.json: bad value at [0].coordinates.latitude: latitude 200.0 is out of range (−90…90)"
            ])
    }

    @Test("A landmark whose picture is missing shows the photo symbol")
    func missingImage() throws {
        let data = try Harness.landmarksJSON { $0[0]["imageName"] = "no-such-picture" }
        let model = Harness.model(resources: try Harness.resources(["landmarkData.json": data]))
        #expect(model.loadProblems.isEmpty)
        #expect(model.landmarks[0].image == Image(systemName: "photo"))
        #expect(model.landmarks[0].featureImage == Image(systemName: "photo"))
        let window = Harness.window(model, width: 390, height: 120) { LandmarkRow(landmark: model.landmarks[0]) }
        assertSnapshot(png: window.pngData(), named: "row")
    }

    @Test("The error page names each bad file and says why (golden); the window keeps running")
    func errorPage() throws {
        let data = try Harness.landmarksJSON { array in
            var coordinates = array[3]["coordinates"] as? [String: Any] ?? [:]
            coordinates["latitude"] = "48.69423"
            array[3]["coordinates"] = coordinates
        }
        let model = Harness.model(
            resources: try Harness.resources(["landmarkData.json": data, "hikeData.json": Data()]))
        let window = Harness.window(model)
        #expect(!window.frames(ofText: "Landmarks cannot start").isEmpty)
        #expect(!window.frames(ofText: "landmarkData.json").isEmpty)
        #expect(!window.frames(ofText: "hikeData.json").isEmpty)
        assertSnapshot(png: window.pngData(), named: "page")
        window.advance(by: 1)
        window.tap(at: CGPoint(x: 195, y: 400))
        #expect(!window.frames(ofText: "Landmarks cannot start").isEmpty)
    }
}
