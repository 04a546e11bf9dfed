import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import LandmarksKit

/// The app as a user sees it in a 390 × 844 window (an iPhone 15), and at 1000 pt as a split view.
@MainActor
@Suite("Landmarks played through the test window", .serialized)
struct LandmarksAppTests {
    /// The window on its List tab (the app opens on Featured).
    private func listWindow(_ model: ModelData) throws -> TestWindow {
        let window = Harness.window(model)
        try Harness.tap("List", in: window)
        window.advance(by: 0.5)
        return window
    }

    @Test("The list: 'Landmarks', the toggle, twelve rows in order, three stars (golden)")
    func list() throws {
        let window = try listWindow(Harness.model())
        #expect(!window.frames(ofText: "Landmarks").isEmpty)
        #expect(!window.frames(ofText: "Favorites only").isEmpty)
        let turtle = try #require(window.frames(ofText: "Turtle Rock").first)
        let salmon = try #require(window.frames(ofText: "Silver Salmon Creek").first)
        #expect(salmon.minY > turtle.maxY)
        assertSnapshot(png: window.pngData(), named: "list")
    }

    @Test("Favorites only leaves Turtle Rock, Chilkoot Trail and St. Mary Lake (golden)")
    func filtered() throws {
        let window = try listWindow(Harness.model())
        try Harness.tapFavoritesOnly(in: window)
        window.advance(by: 0.5)
        for name in ["Turtle Rock", "Chilkoot Trail", "St. Mary Lake"] {
            #expect(!window.frames(ofText: name).isEmpty, "\(name) is shown")
        }
        for name in ["Silver Salmon Creek", "Twin Lake", "Lake McDonald", "Charley Rivers"] {
            #expect(window.frames(ofText: name).isEmpty, "\(name) is hidden")
        }
        assertSnapshot(png: window.pngData(), named: "favorites")
    }

    @Test("A row opens its detail (golden at the top: map, circle, name, star, park, about); back returns")
    func detailAndBack() throws {
        let window = try listWindow(Harness.model())
        try Harness.tap("Turtle Rock", in: window)
        window.advance(by: 1)
        #expect(!window.frames(ofText: "About Turtle Rock").isEmpty)
        #expect(!window.frames(ofText: "Joshua Tree National Park").isEmpty)
        #expect(!window.frames(ofText: "California").isEmpty)
        assertSnapshot(png: window.pngData(), named: "detail")

        let back = try #require(window.frames(ofText: "Landmarks").first)
        #expect(back.minX < 60 && back.maxY < 100)
        window.tap(at: CGPoint(x: back.midX, y: back.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "About Turtle Rock").isEmpty)
        #expect(!window.frames(ofText: "Silver Salmon Creek").isEmpty)
    }

    @Test("The star toggles the favourite: gray on the page (golden), and the list and filter follow")
    func toggleStar() throws {
        let model = Harness.model()
        let window = try listWindow(model)
        try Harness.tapFavoritesOnly(in: window)
        window.advance(by: 0.5)
        try Harness.tap("Turtle Rock", in: window)
        window.advance(by: 1)
        let title = try #require(window.frames(ofText: "Turtle Rock").last)
        // The star sits after the title, on its line.
        window.tap(at: CGPoint(x: title.maxX + 20, y: title.midY))
        window.advance(by: 0.5)
        #expect(model.landmarks[0].isFavorite == false)
        assertSnapshot(png: window.pngData(), named: "unstarred")

        let back = try #require(window.frames(ofText: "Landmarks").first)
        window.tap(at: CGPoint(x: back.midX, y: back.midY))
        window.advance(by: 1)
        // The filter is still on: Turtle Rock has gone from it.
        #expect(window.frames(ofText: "Turtle Rock").isEmpty)
        #expect(!window.frames(ofText: "Chilkoot Trail").isEmpty)
    }

    @Test("The category home: featured page, then Lakes, Mountains and Rivers rows (golden)")
    func categoryHome() throws {
        let window = Harness.window(Harness.model())
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "Featured").isEmpty)
        let lakes = try #require(window.frames(ofText: "Lakes").first)
        let mountains = try #require(window.frames(ofText: "Mountains").first)
        #expect(mountains.minY > lakes.maxY)
        assertSnapshot(png: window.pngData(), named: "home")
    }

    @Test("At 1000 pt the list is a split view's sidebar; a row shows its detail beside it (golden)")
    func splitView() throws {
        let window = Harness.window(Harness.model(), width: 1000, height: 700)
        #expect(!window.frames(ofText: "Select a Landmark").isEmpty)
        #expect(window.frames(ofText: "Featured").isEmpty)
        try Harness.tap("St. Mary Lake", in: window)
        window.advance(by: 1)
        let about = try #require(window.frames(ofText: "About St. Mary Lake").first)
        #expect(about.minX > 320)
        #expect(!window.frames(ofText: "Turtle Rock").isEmpty)
        assertSnapshot(png: window.pngData(), named: "split")
    }

    @Test("Chincoteague's detail draws its map: sea and land in the 300-pt band, and the GSHHG credit")
    func detailMap() throws {
        let model = Harness.model()
        let chincoteague = try #require(model.landmarks.first { $0.name == "Chincoteague" })
        let window = Harness.window(model) {
            NavigationStack { LandmarkDetail(landmark: chincoteague) }
        }
        window.advance(by: 0.5)
        #expect(!window.frames(ofText: "GSHHG").isEmpty)
        let image = try #require(PixelImage(png: window.pngData()))
        // The band above the circle image (the sea is east, the mainland west).
        let band = image.pixels(in: CGRect(x: 0, y: 50, width: 390, height: 160))
        func near(_ pixel: PixelImage.Pixel, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
            abs(pixel.red - red) < 12 && abs(pixel.green - green) < 12 && abs(pixel.blue - blue) < 12
        }
        let water = band.filter { near($0, 156, 208, 246) }.count
        let land = band.filter { near($0, 246, 244, 237) }.count
        #expect(water > band.count / 20, "water: \(water) of \(band.count)")
        #expect(land > band.count / 20, "land: \(land) of \(band.count)")
        assertSnapshot(png: window.pngData(), named: "chincoteague")
    }

    @Test("The featured pages swipe from Turtle Rock to St. Mary Lake; a category picture opens its page")
    func featuredPagesAndCategoryRow() throws {
        let window = Harness.window(Harness.model())
        window.advance(by: 0.5)
        let first = try #require(window.frames(ofText: "Joshua Tree National Park").first)
        #expect(first.minX >= 0 && first.maxX <= 390)
        window.drag(from: CGPoint(x: 330, y: 200), to: CGPoint(x: 60, y: 200))
        window.advance(by: 1)
        let second = try #require(window.frames(ofText: "Glacier National Park").first)
        #expect(second.minX >= 0 && second.maxX <= 390)
        #expect(window.frames(ofText: "Joshua Tree National Park").allSatisfy { $0.maxX <= 0 })

        let item = try #require(window.frames(ofText: "Silver Salmon Creek").first)
        window.tap(at: CGPoint(x: item.midX, y: item.minY - 60))
        window.advance(by: 1)
        #expect(!window.frames(ofText: "About Silver Salmon Creek").isEmpty)
    }
}
