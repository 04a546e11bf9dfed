import Finch
import FinchTesting
import Foundation
import MapKit
import Testing

/// Seed 004's types, typed as the seed shows them with only `import SwiftUI` changed to `import Finch`
/// (`import MapKit` and `import Combine` kept), run headless.
@MainActor
@Suite("Seed 004 Landmarks: the seed's types compile and behave", .serialized)
struct LandmarksSeedTests {
    private func window<V: View>(@ViewBuilder _ content: () -> V) -> TestWindow {
        TestWindow(size: CGSize(width: 390, height: 844), content: content)
    }

    @Test("ModelData loads the twelve landmarks through the seed's load from the main bundle")
    func modelData() throws {
        try SeedBundle.install()
        let model = ModelData()
        #expect(model.landmarks.count == 12)
        #expect(model.landmarks.filter(\.isFavorite).map(\.name) == ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"])
        #expect(model.landmarks[0].locationCoordinate.latitude == 34.011286)
    }

    @Test("LandmarkList (with @EnvironmentObject for the seed's @Environment slip): title, toggle, rows")
    func list() throws {
        try SeedBundle.install()
        let window = window { LandmarkList().environmentObject(ModelData()) }
        window.advance(by: 0.1)
        #expect(!window.frames(ofText: "Landmarks").isEmpty)
        #expect(!window.frames(ofText: "Favorites only").isEmpty)
        #expect(!window.frames(ofText: "Turtle Rock").isEmpty)
        #expect(!window.frames(ofText: "Silver Salmon Creek").isEmpty)
    }

    @Test("The favourites toggle filters the list to the three favourites")
    func filter() throws {
        try SeedBundle.install()
        let window = window { LandmarkList().environmentObject(ModelData()) }
        window.advance(by: 0.1)
        let title = try #require(window.frames(ofText: "Favorites only").first)
        window.tap(at: CGPoint(x: 390 - 56, y: title.midY))
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Chilkoot Trail").isEmpty)
        #expect(window.frames(ofText: "Silver Salmon Creek").isEmpty)
    }

    @Test("A row opens LandmarkDetail; its FavoriteButton toggles the model, and the list follows")
    func detailAndFavorite() throws {
        try SeedBundle.install()
        let model = ModelData()
        let window = window { LandmarkList().environmentObject(model) }
        window.advance(by: 0.1)
        let row = try #require(window.frames(ofText: "Silver Salmon Creek").first)
        window.tap(at: CGPoint(x: row.midX, y: row.midY))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "About Silver Salmon Creek").isEmpty)
        let name = try #require(window.frames(ofText: "Silver Salmon Creek").last)
        window.tap(at: CGPoint(x: name.maxX + 20, y: name.midY))
        window.advance(by: 0.5)
        #expect(model.landmarks[1].isFavorite)
        // "Landmarks" does not fit beside the centred "Silver Salmon Creek": the back button says "Back".
        let back = try #require(window.frames(ofText: "Back").first)
        window.tap(at: CGPoint(x: back.midX, y: back.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "About Silver Salmon Creek").isEmpty)
    }

    @Test("The seed's previews build and draw (previewLayout is accepted)")
    func previews() throws {
        try SeedBundle.install()
        #expect(!window { LandmarkList_Previews.previews }.frames(ofText: "Favorites only").isEmpty)
        #expect(!window { LandmarkRow_Previews.previews }.frames(ofText: "Turtle Rock").isEmpty)
        #expect(
            !window { NavigationStack { LandmarkDetail_Previews.previews } }.frames(ofText: "About Turtle Rock").isEmpty
        )
        _ = window { FavoriteButton_Previews.previews }.pngData()
    }

    @Test("LandmarksApp runs headless: its window shows the list")
    func app() throws {
        try SeedBundle.install()
        let app = TestApp(LandmarksApp())
        let window = try #require(app.windows.first)
        app.advance(by: 0.1)
        #expect(!window.frames(ofText: "Turtle Rock").isEmpty)
    }
}
