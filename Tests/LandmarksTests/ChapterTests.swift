import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import LandmarksKit

/// The tutorial's other chapters: the badge, the hike graph, the profile.
@MainActor
@Suite("Landmarks chapters: badge, hikes, profile", .serialized)
struct ChapterTests {
    /// Noon UTC on 28 May 2026: the same day in every time zone a test machine is likely to use.
    static let goalDate = Date(timeIntervalSince1970: 1_779_969_600)

    @Test("The badge: a gradient hexagon and eight rotated symbols (golden)")
    func badge() {
        assertSnapshot(of: Badge().frame(width: 300, height: 300), size: CGSize(width: 300, height: 300))
    }

    @Test("The completed badges as the tutorial tints them: plain, hue turned 90°, half grey turned 45° (golden)")
    func completedBadges() throws {
        let row = HStack {
            HikeBadge(name: "First Hike")
            HikeBadge(name: "Earth Day")
                .hueRotation(Angle(degrees: 90))
            HikeBadge(name: "Tenth Hike")
                .grayscale(0.5)
                .hueRotation(Angle(degrees: 45))
        }
        let size = CGSize(width: 340, height: 130)
        assertSnapshot(of: row, size: size)
        let renderer = ImageRenderer(content: row.frame(width: size.width, height: size.height))
        renderer.proposedSize = ProposedViewSize(size)
        renderer.isOpaque = true
        let image = try #require(renderer.pngData().flatMap(PixelImage.init(png:)))
        // The hexagons' tops (a gradient's first colour) differ: teal, turned, and half grey.
        let tops = [image[54, 20], image[170, 20], image[286, 20]]
        #expect(tops[0] != tops[1] && tops[1] != tops[2] && tops[0] != tops[2])
        #expect(tops[2].saturation < tops[0].saturation)
    }

    @Test("The hike graph's capsules ripple in one after another (frames on the virtual clock)")
    func hikeGraphRipple() throws {
        let model = Harness.model()
        let hike = try #require(model.hikes.first)
        let window = Harness.window(model, width: 390, height: 300) {
            HikeDetail(hike: hike).padding()
        }
        assertSnapshot(png: window.pngData(), named: "elevation")
        try Harness.tap("Heart Rate", in: window)
        window.advance(by: 0.1)
        // Mid-ripple: the first capsules have moved on, the later ones have not yet started.
        assertSnapshot(png: window.pngData(), named: "ripple")
        window.advance(by: 2)
        assertSnapshot(png: window.pngData(), named: "heart-rate")
    }

    @Test("The hike view's chevron hides the detail with moveAndFade and shows it again")
    func hikeViewTransition() throws {
        let model = Harness.model()
        let hike = try #require(model.hikes.first)
        let window = Harness.window(model, width: 390, height: 400) {
            VStack {
                HikeView(hike: hike)
                Spacer()
            }
            .padding()
        }
        #expect(!window.frames(ofText: "Elevation").isEmpty)
        let name = try #require(window.frames(ofText: hike.name).first)
        window.tap(at: CGPoint(x: 390 - 50, y: name.maxY))
        window.advance(by: 0.15)
        // Leaving: still drawn, scaled down and fading (the golden).
        assertSnapshot(png: window.pngData(), named: "hiding")
        window.advance(by: 1)
        #expect(window.frames(ofText: "Elevation").isEmpty)
        window.tap(at: CGPoint(x: 390 - 50, y: name.maxY))
        window.advance(by: 0.15)
        let arriving = try #require(window.frames(ofText: "Elevation").first)
        window.advance(by: 1)
        let arrived = try #require(window.frames(ofText: "Elevation").first)
        // Moving in from the trailing edge.
        #expect(arriving.minX > arrived.minX)
    }

    @Test("The profile summary: name, settings, badges and the recent hike")
    func profileSummary() throws {
        let model = Harness.model()
        model.profile.goalDate = Self.goalDate
        let window = Harness.window(model) { EditModeHost { ProfileHost() } }
        #expect(!window.frames(ofText: "f_inch").isEmpty)
        #expect(!window.frames(ofText: "Notifications: On").isEmpty)
        #expect(!window.frames(ofText: "Goal Date: May 28, 2026").isEmpty)
        #expect(!window.frames(ofText: "Completed Badges").isEmpty)
        #expect(!window.frames(ofText: "Lonesome Ridge Trail").isEmpty)
        assertSnapshot(png: window.pngData(), named: "summary")
    }

    @Test("Edit shows the editor (golden): text field, toggle, segmented picker, date; Done keeps the draft")
    func profileEditor() throws {
        let model = Harness.model()
        model.profile.goalDate = Self.goalDate
        let window = Harness.window(model) { EditModeHost { ProfileHost() } }
        try Harness.tap("Edit", in: window)
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Cancel").isEmpty)
        #expect(!window.frames(ofText: "Done").isEmpty)
        #expect(!window.frames(ofText: "Enable Notifications").isEmpty)
        #expect(!window.frames(ofText: "May 28, 2026").isEmpty)
        assertSnapshot(png: window.pngData(), named: "editor")

        try Harness.tap("🌷", in: window)
        window.advance(by: 0.5)
        try Harness.tap("Done", in: window)
        window.advance(by: 1)
        #expect(model.profile.seasonalPhoto == .spring)
        #expect(!window.frames(ofText: "Seasonal Photos: 🌷").isEmpty)
    }

    @Test("Cancel drops the draft; the goal date's range is a year either side")
    func profileCancel() throws {
        let model = Harness.model()
        model.profile.goalDate = Self.goalDate
        let window = Harness.window(model) { EditModeHost { ProfileHost() } }
        try Harness.tap("Edit", in: window)
        window.advance(by: 1)
        try Harness.tap("🌞", in: window)
        window.advance(by: 0.5)
        try Harness.tap("Cancel", in: window)
        window.advance(by: 1)
        #expect(model.profile.seasonalPhoto == .winter)
        #expect(!window.frames(ofText: "Seasonal Photos: ☃️").isEmpty)

        var profile = model.profile
        let editor = ProfileEditor(profile: Binding(get: { profile }, set: { profile = $0 }))
        let days = editor.dateRange.upperBound.timeIntervalSince(editor.dateRange.lowerBound) / 86_400
        #expect((730...732).contains(days))
    }

    @Test("The profile button in the Featured bar opens the profile in a sheet, where Edit works")
    func profileSheet() throws {
        let window = Harness.window(Harness.model())
        window.advance(by: 0.5)
        // The bar's trailing button (icon only, as iOS draws a Label in a bar).
        #expect(window.frames(ofText: "User Profile").isEmpty)
        window.tap(at: CGPoint(x: 390 - 26, y: 22))
        window.advance(by: 1)
        #expect(window.graph.isPresentingSheet)
        try Harness.tap("Edit", in: window)
        window.advance(by: 1)
        #expect(!window.frames(ofText: "Enable Notifications").isEmpty)
    }
}
