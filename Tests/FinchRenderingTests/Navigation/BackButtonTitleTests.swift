import Finch
import FinchTesting
import Foundation
import Testing

/// A root page titled `root` with a link to a page titled `pushed`, shown inline.
private struct TwoPages: View {
    let root: String
    let pushed: String

    var body: some View {
        NavigationStack {
            NavigationLink("Open") {
                Text("Detail").navigationTitle(pushed).navigationBarTitleDisplayMode(.inline)
            }
            .navigationTitle(root)
        }
    }
}

/// iOS's back button shows the page below's title when it fits beside the centred title, else "Back", else
/// the chevron alone (how much room UIKit keeps between them is not published: 6 points here).
@MainActor
@Suite("The back button's title: the page below's when it fits, else Back, else none")
struct BackButtonTitleTests {
    let size = CGSize(width: 390, height: 600)

    private func pushed(root: String, pushed: String) -> TestWindow {
        let window = TestWindow(size: size) { TwoPages(root: root, pushed: pushed) }
        _ = window.tap(onText: "Open")
        window.advance(by: 1)
        return window
    }

    @Test("A 13-character title fits beside a short one (a habit tracker's)")
    func longerTitleFits() throws {
        let window = pushed(root: "Habit Tracker", pushed: "Walk")
        let back = try #require(window.frames(ofText: "Habit Tracker").first)
        let title = try #require(window.frames(ofText: "Walk").first)
        #expect(back.minX < 60 && back.maxX < title.minX)
        #expect(window.frames(ofText: "Back").isEmpty)
    }

    @Test("Beside a long centred title, the page below's title gives way to Back")
    func backWhenTitleDoesNotFit() throws {
        let window = pushed(root: "Landmarks", pushed: "Silver Salmon Creek")
        #expect(window.frames(ofText: "Landmarks").isEmpty)
        let back = try #require(window.frames(ofText: "Back").first)
        let title = try #require(window.frames(ofText: "Silver Salmon Creek").first)
        #expect(back.maxX + 6 <= title.minX + 0.5, "\(back) \(title)")
        #expect(abs(title.midX - 195) <= 0.5, "the title stays centred")
        window.tap(at: CGPoint(x: back.midX, y: back.midY))
        window.advance(by: 1)
        #expect(window.frames(ofText: "Open").count == 1)
    }

    @Test("A title filling the bar leaves the chevron alone, and is cut short beside it")
    func chevronAlone() throws {
        let window = pushed(root: "Landmarks", pushed: "A title far too long to fit in the bar at all")
        #expect(window.frames(ofText: "Landmarks").isEmpty)
        #expect(window.frames(ofText: "Back").isEmpty)
        let title = try #require(window.textRuns.first { $0.layout.string.hasPrefix("A title") })
        #expect(title.frame.minX > 30 && title.frame.maxX < 360, "\(title.frame)")
    }
}
