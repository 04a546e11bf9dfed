import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// A mail-style page whose bar is styled as iOS 16 apps style theirs.
private struct StyledInbox: View {
    var background: Visibility = .visible
    var scheme: ColorScheme? = .dark
    var bars: ToolbarPlacement = .navigationBar

    var body: some View {
        NavigationStack {
            List {
                Text("Lunch on Friday?")
                Text("Your receipt")
            }
            .navigationTitle("Inbox")
            .toolbarTitleDisplayMode(.inline)
            // Text, drawn in the bar's scheme's primary colour; a button would keep the accent colour, as
            // on iOS (apps give the bar `.tint(.white)` for light buttons on a coloured bar).
            .toolbar { Text("2 new") }
            .toolbarBackground(Color.blue, for: bars)
            .toolbarBackground(background, for: bars)
            .toolbarColorScheme(scheme, for: bars)
        }
    }
}

/// Two tabs; the first styles the tab bar from inside its navigation stack, the second does not.
private struct StyledTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                Text("Inbox page")
                    .toolbarBackground(Color.blue, for: .tabBar)
                    .toolbarBackground(.visible, for: .tabBar)
                    .toolbarColorScheme(.dark, for: .tabBar)
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(0)
            Text("Plain page")
                .tabItem { Label("Plain", systemImage: "gear") }
                .tag(1)
        }
    }
}

/// `.toolbarBackground`, `.toolbarColorScheme` and `.toolbarTitleDisplayMode` on a navigation bar and a tab bar.
@MainActor
@Suite("Toolbar appearance: the navigation bar's background, colour scheme and title mode")
struct ToolbarAppearanceTests {
    private static let size = CGSize(width: 320, height: 240)

    private func pixels(_ window: TestWindow) throws -> PixelImage {
        try #require(PixelImage(png: window.pngData()))
    }

    /// How many of the pixels in `frame` are near white, and how many near black.
    private func lightAndDark(_ image: PixelImage, in frame: CGRect) -> (light: Int, dark: Int) {
        let all = image.pixels(in: frame.integral)
        return (
            all.filter { min($0.red, $0.green, $0.blue) > 220 }.count,
            all.filter { max($0.red, $0.green, $0.blue) < 60 }.count
        )
    }

    @Test("A visible blue background fills the bar; in the dark scheme its title and items are light")
    func visibleDarkBar() throws {
        let window = TestWindow(size: Self.size) { StyledInbox() }
        let image = try pixels(window)
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let expected = (Int(blue.red * 255), Int(blue.green * 255), Int(blue.blue * 255))
        #expect(ViewPixels.matches(image[4, 4], expected, tolerance: 2))
        #expect(ViewPixels.matches(image[316, 40], expected, tolerance: 2))
        // Below the bar, the list's grouped background, not blue.
        #expect(!ViewPixels.matches(image[4, 50], expected, tolerance: 2))
        let title = try #require(window.frames(ofText: "Inbox").first)
        #expect(title.maxY <= 44)
        let ink = lightAndDark(image, in: title)
        #expect(ink.light > 10 && ink.dark == 0)
        let item = try #require(window.frames(ofText: "2 new").first)
        #expect(lightAndDark(image, in: item).light > 10)
        assertSnapshot(png: window.pngData(), named: "blue-dark-bar")
    }

    @Test("Without a colour scheme the title stays dark on the blue bar")
    func pageScheme() throws {
        let window = TestWindow(size: Self.size) { StyledInbox(scheme: nil) }
        let title = try #require(window.frames(ofText: "Inbox").first)
        #expect(lightAndDark(try pixels(window), in: title).dark > 10)
    }

    @Test(
        "Automatic visibility keeps the bar clear over content at the top; .visible with no style draws the bar colour")
    func automaticAndDefault() throws {
        let automatic = try pixels(TestWindow(size: Self.size) { StyledInbox(background: .automatic, scheme: nil) })
        let plain = try pixels(TestWindow(size: Self.size) { StyledInbox(background: .hidden, scheme: nil) })
        #expect(automatic[4, 4] == plain[4, 4])
        let visibleDefault = try pixels(
            TestWindow(size: Self.size) {
                NavigationStack {
                    Text("Body").navigationTitle("Plain").toolbarBackground(.visible, for: .navigationBar)
                }
            })
        // The bar colour (249, 249, 249) over the page's white.
        #expect(ViewPixels.matches(visibleDefault[4, 4], (249, 249, 249), tolerance: 1))
        #expect(ViewPixels.matches(visibleDefault[4, 120], (255, 255, 255), tolerance: 1))
    }

    @Test("Settings for the tab bar or the bottom bar leave the navigation bar as it is")
    func otherBars() throws {
        let tabBar = try pixels(TestWindow(size: Self.size) { StyledInbox(bars: .tabBar) })
        let plain = try pixels(TestWindow(size: Self.size) { StyledInbox(background: .hidden, scheme: nil) })
        #expect(tabBar[4, 4] == plain[4, 4])
    }

    @Test("toolbarTitleDisplayMode maps onto the bar's title modes: inline in the bar, large below it")
    func titleDisplayMode() throws {
        func titleFrame(_ mode: ToolbarTitleDisplayMode) throws -> CGRect {
            let window = TestWindow(size: Self.size) {
                NavigationStack { Text("Body").navigationTitle("Title").toolbarTitleDisplayMode(mode) }
            }
            return try #require(window.frames(ofText: "Title").first)
        }
        #expect(try titleFrame(.inline).maxY <= 44)
        #expect(try titleFrame(.large).minY >= 44)
        #expect(try titleFrame(.inlineLarge).minY >= 44)
        #expect(try titleFrame(.automatic).minY >= 44)
        #expect(try titleFrame(.inline).height < titleFrame(.large).height)
    }

    @Test(
        "The current tab's content styles the tab bar; another tab's bar is the plain one, clear over content that does not scroll under it"
    )
    func tabBar() throws {
        let window = TestWindow(size: Self.size) { StyledTabs() }
        window.advance(by: 0)
        let image = try pixels(window)
        let blue = Color.blue.resolve(in: EnvironmentValues())
        let expected = (Int(blue.red * 255), Int(blue.green * 255), Int(blue.blue * 255))
        #expect(ViewPixels.matches(image[4, 236], expected, tolerance: 2))
        // The navigation bar above is not styled by a tab bar setting.
        #expect(!ViewPixels.matches(image[4, 4], expected, tolerance: 2))
        // In the dark scheme the unselected item's grey is dark mode's.
        let plainTitle = try #require(window.frames(ofText: "Plain").last)
        let dark = lightAndDark(image, in: plainTitle)
        #expect(dark.dark == 0)
        assertSnapshot(png: window.pngData(), named: "blue-dark-tab-bar")
        let plainFrame = try #require(window.frames(ofText: "Plain").last)
        window.tap(at: CGPoint(x: plainFrame.midX, y: plainFrame.midY))
        window.advance(by: 0)
        // iOS 15's tab bar is clear at the scroll edge: the plain page's white shows through it.
        #expect(ViewPixels.matches(try pixels(window)[4, 236], (255, 255, 255), tolerance: 1))
    }
}
