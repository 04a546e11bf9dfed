import Finch
import FinchTesting
import Foundation
import Testing

@testable import ProfileImageKit

/// The avatar as a user sees it: its four states (goldens), the long press that opens the picker, and
/// picking a picture through the picker's grid.
@MainActor
@Suite("ProfileImage played through the test window", .serialized)
struct ProfileImageAppTests {
    let size = CGSize(width: 200, height: 200)
    var center: CGPoint { CGPoint(x: size.width / 2, y: size.height / 2) }

    private func window(_ model: ProfileViewModel = ProfileViewModel()) -> TestWindow {
        TestWindow(size: size) {
            ZStack {
                Color.black
                ProfileImage(state: model)
            }
        }
    }

    @Test("Empty, loading, success and failure avatars (goldens): 100×100, gradient, ring, shadow")
    func states() throws {
        let empty = window()
        assertSnapshot(png: empty.pngData(), named: "empty")

        let loading = ProfileViewModel()
        loading.status = .loading
        assertSnapshot(png: window(loading).pngData(), named: "loading")

        let success = ProfileViewModel()
        let image = try #require(UIImage(contentsOfFile: ProfileFixture.sunset.path))
        success.status = .success(Image(uiImage: image))
        assertSnapshot(png: window(success).pngData(), named: "success")

        let failure = ProfileViewModel()
        failure.status = .failure(ProfileImageError.notAnImage)
        assertSnapshot(png: window(failure).pngData(), named: "failure")
    }

    @Test("Holding 0.4 s does nothing; holding 0.5 s opens the picker in a sheet")
    func longPress() {
        let short = window()
        short.longPress(at: center, duration: 0.4)
        short.advance(by: 0.5)
        #expect(!short.graph.isPresentingSheet)

        let long = window()
        long.longPress(at: center, duration: 0.55)
        #expect(long.graph.isPresentingSheet)
    }

    @Test("The open sheet shows the picker: Cancel, the title and the pictures' thumbnails (golden)")
    func openSheet() async throws {
        setenv("XDG_PICTURES_DIR", ProfileFixture.pictures.path, 1)
        let app = window()
        app.longPress(at: center, duration: 0.55)
        app.advance(by: 0.5)
        #expect(!app.frames(ofText: "Cancel").isEmpty)
        #expect(!app.frames(ofText: "Photos").isEmpty)
        // Thumbnails decode on a background queue; let them arrive, then draw.
        await thumbnailsArrive(in: app)
        assertSnapshot(png: app.pngData(), named: "picker")
    }

    @Test("Picking the first picture in the grid dismisses the sheet and shows the picture in the avatar")
    func pickThroughGrid() async throws {
        setenv("XDG_PICTURES_DIR", ProfileFixture.pictures.path, 1)
        let model = ProfileViewModel()
        let app = window(model)
        app.longPress(at: center, duration: 0.55)
        app.advance(by: 0.5)
        // The first cell of the grid: below the header, at the left.
        let cancel = try #require(app.frames(ofText: "Cancel").first)
        let seen = await statuses(of: model) { app.tap(at: CGPoint(x: 20, y: cancel.maxY + 40)) }
        #expect(seen == ["loading", "success"])
        // The status changed on the loading queue (as in the seed); its change reaches the window
        // through the main queue.
        await waitUntilDrawn(app, "the picked picture") { $0.contains("pixels") }
        app.advance(by: 0.5)
        #expect(!app.graph.isPresentingSheet)
        assertSnapshot(png: app.pngData(), named: "picked")
    }

    @Test("Cancel dismisses the picker and leaves the avatar empty")
    func cancel() throws {
        setenv("XDG_PICTURES_DIR", ProfileFixture.pictures.path, 1)
        let model = ProfileViewModel()
        let app = window(model)
        app.longPress(at: center, duration: 0.55)
        app.advance(by: 0.5)
        let cancel = try #require(app.frames(ofText: "Cancel").first)
        app.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        app.advance(by: 0.5)
        #expect(!app.graph.isPresentingSheet)
        #expect(model.status.name == "empty")
    }

    @Test("Twenty pictures picked through the sheet leave no graph or layout node behind")
    func picksLeaveNothing() async throws {
        setenv("XDG_PICTURES_DIR", ProfileFixture.pictures.path, 1)
        let model = ProfileViewModel()
        let app = window(model)
        for _ in 0..<20 {
            app.longPress(at: center, duration: 0.55)
            app.advance(by: 0.5)
            let cancel = try #require(app.frames(ofText: "Cancel").first)
            let seen = await statuses(of: model) { app.tap(at: CGPoint(x: 20, y: cancel.maxY + 40)) }
            #expect(seen.last == "success")
            await waitUntilDrawn(app, "the picked picture") { $0.contains("pixels") }
            app.advance(by: 1)
        }
        app.advance(by: 2)
        #expect(app.liveNodeCount == app.treeNodeCount)
        #expect(app.liveLayoutNodeCount == app.treeLayoutNodeCount)
        try app.close()
    }

    /// Takes main-queue turns (no sleeping) until the window's display list satisfies `done`: work
    /// finished on a background queue reaches the window through the main queue.
    private func waitUntilDrawn(_ app: TestWindow, _ what: String, _ done: (String) -> Bool) async {
        let drawn = await MainQueue.wait(
            seconds: 10, eachTurn: { app.advance(by: 1.0 / 60) }, until: { done(app.graph.displayList.dump()) })
        if !drawn { Issue.record("\(what) not drawn within 10 s") }
    }

    /// The two pictures' thumbnails are drawn, and the broken one's triangle.
    private func thumbnailsArrive(in app: TestWindow) async {
        await waitUntilDrawn(app, "the thumbnails") { dump in
            dump.components(separatedBy: "pixels").count - 1 >= 2 && dump.contains("symbol exclamationmark")
        }
    }
}
