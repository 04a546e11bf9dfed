import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// iOS 17's list modifiers: `.listSectionSpacing`, `.headerProminence`, `.listItemTint` and
/// `.badgeProminence`, each set on the list and on a section (or a row). The gaps follow Apple's
/// documentation of `listSectionSpacing(_:)`: a section's spacing overrides the list's; two adjacent
/// sections with different spacings each give half their own; a section with none takes its
/// neighbour's. Finch's default gap between header-less inset grouped sections is 35 pt
/// (`ListLayoutTests`), 17 pt above a header's text.
@MainActor
@Suite("List section modifiers: section spacing, header prominence, item tint, badge prominence")
struct ListSectionModifierTests {
    private func window<V: View>(height: CGFloat = 500, _ view: V) -> TestWindow {
        let window = TestWindow(size: CGSize(width: 390, height: height)) { view }
        window.advance(by: 0)
        window.advance(by: 0)
        return window
    }

    private func frame(_ text: String, in window: TestWindow) throws -> CGRect {
        try #require(window.frames(ofText: text).first, "\(text) is not drawn")
    }

    /// The gap between the card of the row `above` and that of the row `below` (each a one-row section).
    private func gap(_ above: String, _ below: String, in window: TestWindow) throws -> CGFloat {
        try (frame(below, in: window).midY - 22) - (frame(above, in: window).midY + 22)
    }

    private func span(_ text: String, in window: TestWindow) throws -> TextSpan {
        let run = try #require(window.textRuns.first { $0.layout.string == text }, "\(text) is not drawn")
        return try #require(run.layout.spans.first)
    }

    private func pixel(_ image: PixelImage, _ x: CGFloat, _ y: CGFloat) throws -> PixelImage.Pixel {
        try #require(image.pixels(in: CGRect(x: Int(x), y: Int(y), width: 1, height: 1)).first)
    }

    // MARK: listSectionSpacing

    @Test("On the list: custom spacing between every two sections, compact 20 pt, default 35 pt")
    func spacingOnList() throws {
        func sections(_ spacing: ListSectionSpacing) -> some View {
            List {
                Section { Text("A") }
                Section { Text("B") }
                Section { Text("C") }
            }
            .listSectionSpacing(spacing)
        }
        let custom = window(sections(.custom(10)))
        #expect(abs(try gap("A", "B", in: custom) - 10) <= 0.5)
        #expect(abs(try gap("B", "C", in: custom) - 10) <= 0.5)
        // Only between sections: the first keeps the 35 pt above it.
        #expect(abs(try frame("A", in: custom).midY - (35 + 22)) <= 0.5)
        #expect(abs(try gap("A", "B", in: window(sections(.compact))) - 20) <= 0.5)
        #expect(abs(try gap("A", "B", in: window(sections(.default))) - 35) <= 0.5)
        #expect(
            abs(
                try gap(
                    "A", "B",
                    in: window(
                        List {
                            Section { Text("A") }; Section { Text("B") }
                        }.listSectionSpacing(4))) - 4) <= 0.5)
        assertSnapshot(png: custom.pngData())
    }

    @Test("On a section: overrides the list's; different neighbours give half each; one without takes its neighbour's")
    func spacingOnSections() throws {
        let window = window(
            height: 700,
            List {
                Section { Text("A") }
                Section { Text("B") }.listSectionSpacing(10)
                Section { Text("C") }.listSectionSpacing(30)
                Section { Text("D") }
                Section { Text("E") }
            }
            .listSectionSpacing(50))
        // A has none: it takes B's 10. B and C differ: 5 + 15. D takes C's 30.
        #expect(abs(try gap("A", "B", in: window) - 10) <= 0.5)
        #expect(abs(try gap("B", "C", in: window) - 20) <= 0.5)
        #expect(abs(try gap("C", "D", in: window) - 30) <= 0.5)
        // Between two sections setting none, the list's.
        #expect(abs(try gap("D", "E", in: window) - 50) <= 0.5)
    }

    @Test("Above a header's text: the spacing less 18 pt (17 at the default 35)")
    func spacingAboveHeader() throws {
        let window = window(
            List {
                Section { Text("A") }
                Section("Parks") { Text("B") }
            }
            .listSectionSpacing(.custom(30)))
        let header = try frame("PARKS", in: window)
        let cardBottom = try frame("A", in: window).midY + 22
        #expect(abs(header.minY - (cardBottom + 12)) <= 1)
        // Without a spacing, 17 pt below the card, as before.
        let plain = self.window(
            List {
                Section { Text("A") }; Section("Parks") { Text("B") }
            })
        let plainHeader = try frame("PARKS", in: plain)
        #expect(abs(plainHeader.minY - (try frame("A", in: plain).midY + 22 + 17)) <= 1)
    }

    // MARK: headerProminence

    @Test("An increased header on a section: title 3 bold in the primary colour, as written; the others unchanged")
    func prominentHeaderOnSection() throws {
        let window = window(
            List {
                Section("Favourites") { Text("Row") }.headerProminence(.increased)
                Section("Others") { Text("Other") }
            })
        #expect(window.frames(ofText: "FAVOURITES").isEmpty)
        let prominent = try span("Favourites", in: window)
        #expect(prominent.font == Font.title3.bold().resolved)
        #expect(prominent.color == Color.primary.resolve(in: EnvironmentValues()))
        let standard = try span("OTHERS", in: window)
        #expect(standard.font == Font.footnote.resolved)
        #expect(standard.color != prominent.color)
        // The larger header still sits 6 pt above its card.
        let header = try frame("Favourites", in: window)
        let row = try frame("Row", in: window)
        #expect(abs((row.midY - 22) - (header.maxY + 6)) <= 1)
        assertSnapshot(png: window.pngData())
    }

    @Test("An increased prominence on the list reaches every header")
    func prominentHeaderOnList() throws {
        let window = window(
            List {
                Section("One") { Text("Row") }
                Section {
                    Text("Other")
                } header: {
                    Text("Two")
                }
            }
            .headerProminence(.increased))
        #expect(try span("One", in: window).font == Font.title3.bold().resolved)
        #expect(try span("Two", in: window).font == Font.title3.bold().resolved)
        // A section may set it back.
        let mixed = self.window(
            List { Section("One") { Text("Row") }.headerProminence(.standard) }.headerProminence(.increased))
        #expect(!mixed.frames(ofText: "ONE").isEmpty)
    }

    // MARK: listItemTint

    @Test("A label's icon in a row takes the list item tint, set on the list, a section or the row; else the accent")
    func itemTint() throws {
        let window = window(
            List {
                Section {
                    Label {
                        Text("Plain")
                    } icon: {
                        Circle().frame(width: 20, height: 20)
                    }
                    Label {
                        Text("Row")
                    } icon: {
                        Circle().frame(width: 20, height: 20)
                    }
                    .listItemTint(.fixed(.green))
                }
                Section {
                    Label {
                        Text("Section")
                    } icon: {
                        Circle().frame(width: 20, height: 20)
                    }
                }
                .listItemTint(.red)
                Section {
                    Label {
                        Text("Grey")
                    } icon: {
                        Circle().frame(width: 20, height: 20)
                    }
                    .listItemTint(.monochrome)
                }
            }
            .listItemTint(.preferred(.orange)))
        let image = try #require(PixelImage(png: window.pngData()))
        func icon(_ title: String) throws -> PixelImage.Pixel {
            let frame = try frame(title, in: window)
            // The icon's 28-pt column ends 12 pt before the title.
            return try pixel(image, frame.minX - 12 - 14, frame.midY)
        }
        #expect(ViewPixels.matches(try icon("Plain"), (255, 149, 0), tolerance: 3))
        #expect(ViewPixels.matches(try icon("Row"), (52, 199, 89), tolerance: 3))
        #expect(ViewPixels.matches(try icon("Section"), (255, 59, 48), tolerance: 3))
        #expect(ViewPixels.matches(try icon("Grey"), (142, 142, 147), tolerance: 3))
        let untinted = self.window(
            List {
                Label {
                    Text("Plain")
                } icon: {
                    Circle().frame(width: 20, height: 20)
                }
            })
        let plain = try frame("Plain", in: untinted)
        let accent = try pixel(try #require(PixelImage(png: untinted.pngData())), plain.minX - 26, plain.midY)
        #expect(ViewPixels.matches(accent, (0, 122, 255), tolerance: 3))
    }

    // MARK: badgeProminence

    @Test("A row's badge: trailing grey text; increased, white on a red capsule; decreased, lighter")
    func badges() throws {
        let window = window(
            List {
                Text("Inbox").badge(5)
                Text("Flagged").badge(12).badgeProminence(.increased)
                Text("Drafts").badge("new")
                Section { Text("Junk").badge(3) }.badgeProminence(.decreased)
                Text("Zero").badge(0)
            })
        let inbox = try frame("Inbox", in: window)
        let five = try frame("5", in: window)
        // At the row's trailing end, inside the 16-pt text margin of a card 16 pt from the side.
        #expect(abs(five.maxX - (390 - 32)) <= 1)
        #expect(abs(five.midY - inbox.midY) <= 1)
        #expect(try span("5", in: window).color == ListMetrics.secondaryLabel.resolve(in: EnvironmentValues()))
        #expect(!window.frames(ofText: "new").isEmpty)
        #expect(try span("3", in: window).color == SystemColors.tertiaryLabel.resolve(in: EnvironmentValues()))
        #expect(try span("12", in: window).color == Color.white.resolve(in: EnvironmentValues()))
        #expect(window.frames(ofText: "0").isEmpty)
        let twelve = try frame("12", in: window)
        let image = try #require(PixelImage(png: window.pngData()))
        // The capsule: red beside the text, white just outside it.
        #expect(ViewPixels.matches(try pixel(image, twelve.minX - 3, twelve.midY), (255, 59, 48), tolerance: 3))
        #expect(ViewPixels.matches(try pixel(image, twelve.minX - 12, twelve.midY), (255, 255, 255), tolerance: 3))
        assertSnapshot(png: window.pngData())
    }

    @Test("badgeProminence on the list reaches every row's badge")
    func badgeProminenceOnList() throws {
        let window = window(List { Text("Inbox").badge(5) }.badgeProminence(.increased))
        #expect(try span("5", in: window).color == Color.white.resolve(in: EnvironmentValues()))
    }

    @Test("A link's row draws its badge before the chevron, once; a link inside a stack keeps it after the content")
    func badgeBeforeChevron() throws {
        let window = window(
            NavigationStack {
                List {
                    NavigationLink("Inbox") { Text("Mail") }.badge(3)
                    ForEach(["Sent"], id: \.self) { name in
                        NavigationLink(name) { Text(name) }.badge(7).badgeProminence(.increased)
                    }
                    HStack { NavigationLink("Nested") { Text("Nested") } }.badge(9)
                }
            })
        #expect(window.frames(ofText: "3").count == 1)
        let three = try frame("3", in: window)
        // The chevron takes the row's last points (inside the 16-pt margin): the badge ends before it.
        #expect(three.maxX < 390 - 32 - 8)
        #expect(three.maxX > 390 - 32 - 40)
        #expect(window.frames(ofText: "7").count == 1)
        #expect(try frame("7", in: window).maxX < 390 - 32 - 8)
        #expect(window.frames(ofText: "9").count == 1)
        assertSnapshot(png: window.pngData())
    }

    @Test("textCase(nil) on a section or the list keeps its header as written; a header's own textCase still wins")
    func headerTextCase() throws {
        let window = window(
            List {
                Section("Kept") { Text("Row") }.textCase(nil)
                Section("Capitals") { Text("Other") }
                Section {
                    Text("Own")
                } header: {
                    Text("Lower").textCase(.lowercase)
                }
            })
        #expect(window.shows("Kept"))
        #expect(window.shows("CAPITALS"))
        #expect(window.shows("lower"))
        let list = self.window(List { Section("Kept") { Text("Row") } }.textCase(nil))
        #expect(list.shows("Kept"))
        #expect(!list.shows("KEPT"))
    }
}
