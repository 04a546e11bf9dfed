import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// `ContentUnavailableView` as iOS 17 draws it: a large secondary symbol over a bold title, a secondary
/// description and the actions, centred in the space it is given.
@MainActor
@Suite("ContentUnavailableView: symbol, title, description and actions, centred")
struct ContentUnavailableViewTests {
    private static let size = CGSize(width: 390, height: 500)

    private func window<V: View>(_ view: V) -> TestWindow {
        let window = TestWindow(size: Self.size) { view }
        window.advance(by: 0)
        return window
    }

    private func frame(_ text: String, in window: TestWindow) throws -> CGRect {
        try #require(window.frames(ofText: text).first, "\(text) is not drawn")
    }

    private static let mailDescription = "New mail you receive appears here. Pull down to check for new messages."

    @Test("Title, symbol and description: stacked, centred in the window; the description wraps centred (golden)")
    func titleSymbolDescription() throws {
        let window = window(
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text(Self.mailDescription)))
        let symbol = try #require(window.symbolFrames("tray").first, "no tray drawn")
        let title = try frame("No Mail", in: window)
        let description = try frame(Self.mailDescription, in: window)
        // Each part centred across the window.
        for part in [symbol, title, description] { #expect(abs(part.midX - Self.size.width / 2) <= 1) }
        // Symbol over title over description, 12 and 8 pt apart; the block centred top to bottom.
        #expect(symbol.height > 40)
        #expect(title.minY > symbol.maxY && title.minY - symbol.maxY < 16)
        #expect(description.minY > title.maxY && description.minY - title.maxY < 12)
        #expect(abs((symbol.minY + description.maxY) / 2 - Self.size.height / 2) < 2)
        // The description is wider than the window less its margins, so it takes two lines.
        #expect(description.width <= Self.size.width - 32)
        #expect(description.height > 30)
        assertSnapshot(png: window.pngData())
    }

    @Test("label:description:actions: the actions go below, centred")
    func actions() throws {
        let window = window(
            ContentUnavailableView {
                Label("No Photos", systemImage: "photo")
            } description: {
                Text("Photos you take appear here.")
            } actions: {
                Button("Import Photos") {}
            })
        let symbol = try #require(window.symbolFrames("photo").first, "no photo drawn")
        let title = try frame("No Photos", in: window)
        let description = try frame("Photos you take appear here.", in: window)
        let button = try frame("Import Photos", in: window)
        #expect(symbol.maxY < title.minY && title.maxY < description.minY)
        #expect(button.minY - description.maxY >= 16)
        #expect(abs(button.midX - Self.size.width / 2) < 1)
    }

    @Test("Without a description the title is the bottom of the block, still centred")
    func noDescription() throws {
        let window = window(ContentUnavailableView("Empty", systemImage: "tray"))
        let symbol = try #require(window.symbolFrames("tray").first, "no tray drawn")
        let title = try frame("Empty", in: window)
        #expect(abs((symbol.minY + title.maxY) / 2 - Self.size.height / 2) < 2)
    }

    @Test(".search: No Results under a magnifying glass; .search(text:) names the text (golden)")
    func search() throws {
        let plain = window(ContentUnavailableView.search)
        #expect(!plain.frames(ofText: "No Results").isEmpty)
        #expect(!plain.frames(ofText: "Check the spelling or try a new search.").isEmpty)
        #expect(!plain.symbolFrames("magnifyingglass").isEmpty)
        let named = window(ContentUnavailableView.search(text: "kiwi"))
        #expect(!named.frames(ofText: "No Results for \u{201C}kiwi\u{201D}").isEmpty)
        #expect(!named.frames(ofText: "Check the spelling or try a new search.").isEmpty)
        assertSnapshot(png: named.pngData())
        let empty = window(ContentUnavailableView.search(text: ""))
        #expect(!empty.frames(ofText: "No Results").isEmpty)
    }

    @Test("Inside a List's overlay, as apps write it, the view fills the list and centres in it")
    func overlayOnList() throws {
        let items: [String] = []
        let window = window(
            List(items, id: \.self) { Text($0) }
                .overlay {
                    if items.isEmpty {
                        ContentUnavailableView("No Items", systemImage: "tray")
                    }
                })
        let title = try frame("No Items", in: window)
        #expect(abs(title.midX - Self.size.width / 2) < 1)
        #expect(title.midY > Self.size.height / 2 && title.midY < Self.size.height / 2 + 60)
    }
}
