import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// `Image(systemName:)`: SF Symbols names drawn from Adwaita's symbolic icons with librsvg, sized by the
/// font, coloured by the foreground style.
@MainActor
@Suite("Symbol images: the apps' SF Symbols names, sized by the font, in the foreground colour")
struct SymbolImageTests {
    nonisolated static let appSymbols = [
        "person.fill", "exclamationmark.triangle.fill", "star", "star.fill", "photo", "hourglass", "keyboard",
        "plus", "trash", "chevron.left", "chevron.right", "xmark", "doc.on.clipboard", "camera",
    ]

    @Test("Every symbol the four apps use draws something", arguments: appSymbols)
    func appSymbolsDraw(name: String) throws {
        let view = Image(systemName: name).font(.system(size: 20)).foregroundColor(.black)
        let pixels = try #require(ViewPixels.image(of: view, size: CGSize(width: 24, height: 24)))
        let dark = pixels.pixels(in: CGRect(x: 0, y: 0, width: 24, height: 24)).filter { $0.red < 128 }.count
        #expect(dark > 15, "\(name) drew \(dark) dark pixels")
    }

    /// Names learners' apps and Xcode's templates use (Xcode 15's new project draws "globe").
    nonisolated static let commonSymbols = [
        "globe", "circle", "checkmark.circle", "plus.circle.fill", "info.circle", "calendar", "clock", "folder",
        "arrow.clockwise", "play.fill", "pause.fill", "stop.fill", "sun.max", "moon", "cloud", "trash.fill",
        "square.and.pencil", "phone", "map", "fork.knife", "bus", "gamecontroller", "doc.text", "timer", "book.fill",
        "leaf.fill", "drop.fill", "checklist", "theatermasks.fill", "facemask.fill", "ticket.fill", "shuffle", "repeat",
        "slider.horizontal.3", "graduationcap", "tram.fill",
    ]

    @Test("Common template and learner symbols draw something", arguments: commonSymbols)
    func commonSymbolsDraw(name: String) throws {
        try appSymbolsDraw(name: name)
    }

    /// What the fifth real-app trial's weather screens and calculators asked for (docs/real-app-trials.md):
    /// conditions as `\(name).fill`, which the catalog finds through the outline's icon where it has no
    /// filled one.
    nonisolated static let weatherSymbols = [
        "cloud.sun.fill", "sun.max.fill", "cloud.drizzle.fill", "cloud.sun.rain.fill", "cloud.bolt.rain.fill",
        "cloud.snow.fill", "cloud.fog.fill", "moon.stars.fill", "cloud.moon.fill", "wind", "snowflake",
        "location.magnifyingglass", "cloud.fill", "moon.fill",
    ]

    @Test("Weather screens' symbols draw something, filled names through their outlines", arguments: weatherSymbols)
    func weatherSymbolsDraw(name: String) throws {
        try appSymbolsDraw(name: name)
    }

    /// The sixth real-app trial's enclosed marks (a to-do list's done mark, a timer's play button, a card
    /// stack's reset button), drawn around the symbol's own icon (`EnclosedSymbols`).
    nonisolated static let enclosedSymbols = [
        "checkmark.circle", "checkmark.circle.fill", "checkmark.square.fill", "plus.circle.fill", "play.circle.fill",
        "arrow.clockwise.circle.fill", "arrow.right.circle", "star.circle", "trash.square",
    ]

    @Test("Enclosed forms draw a ring (or a filled disc or square with the symbol cut out) around the symbol")
    func enclosedSymbols() throws {
        let row = HStack(spacing: 6) {
            ForEach(Self.enclosedSymbols, id: \.self) { Image(systemName: $0) }
        }
        .font(.system(size: 28)).foregroundStyle(.blue).padding(6)
        let window = TestWindow(size: CGSize(width: 340, height: 44)) { row }
        let pixels = try #require(PixelImage(png: window.pngData()))
        // The filled checkmark's disc is blue at its edge and white (cut out) where the check runs through.
        let filled = try #require(window.symbolFrames("checkmark.circle.fill").first)
        let edge = pixels[Int(filled.minX) + 4, Int(filled.midY)]
        #expect(edge.blue > 200 && edge.red < 100, "the disc: \(edge)")
        let cut = (0..<Int(filled.width)).map { pixels[Int(filled.minX) + $0, Int(filled.midY) + 2] }
        #expect(cut.contains { $0.red > 200 && $0.blue > 200 }, "the check cut out of the disc")
        // The outlined one is white in its middle, beside the check.
        let ring = try #require(window.symbolFrames("checkmark.circle").first)
        let inside = pixels[Int(ring.minX) + 6, Int(ring.midY) - 6]
        #expect(inside.red > 200, "\(inside)")
        assertSnapshot(png: window.pngData(), named: "enclosed")
    }

    @Test("A symbol is as tall as the font's point size (medium), and scales with imageScale")
    func sizeFollowsFont() {
        func size<V: View>(_ view: V) -> CGSize {
            let graph = ViewGraph(root: view, services: CairoBackend.shared.services)
            return graph.sizeThatFits(.unspecified)
        }
        #expect(size(Image(systemName: "person.fill").font(.system(size: 40))) == CGSize(width: 40, height: 40))
        #expect(size(Image(systemName: "star").font(.title)) == CGSize(width: 28, height: 28))
        #expect(size(Image(systemName: "star").imageScale(.large)) == CGSize(width: 22, height: 22))
        #expect(size(Image(systemName: "star").imageScale(.small)) == CGSize(width: 13, height: 13))
    }

    @Test("Label(_:systemImage:) puts the symbol before its title")
    func labelWithSymbol() {
        let label = ViewGraph(root: Label("Add", systemImage: "plus"), services: CairoBackend.shared.services)
        let text = ViewGraph(root: Text("Add"), services: CairoBackend.shared.services)
        #expect(label.sizeThatFits(.unspecified).width >= text.sizeThatFits(.unspecified).width + 17)
    }

    @Test("An unknown name draws nothing and takes no space")
    func unknownName() throws {
        let graph = ViewGraph(
            root: Image(systemName: "no.such.symbol").font(.system(size: 40)), services: CairoBackend.shared.services)
        #expect(graph.sizeThatFits(.unspecified) == .zero)
        let pixels = try #require(
            ViewPixels.image(of: Image(systemName: "no.such.symbol"), size: CGSize(width: 20, height: 20)))
        #expect(pixels.pixels(in: CGRect(x: 0, y: 0, width: 20, height: 20)).allSatisfy { $0.red == 255 })
    }

    @Test("The seed's avatar symbols: white person and warning triangle at 40 pt, yellow stars")
    func golden() {
        let view = HStack(spacing: 12) {
            Image(systemName: "person.fill").font(.system(size: 40)).foregroundColor(.white)
            Image(systemName: "exclamationmark.triangle.fill").font(.system(size: 40)).foregroundColor(.white)
            Image(systemName: "star.fill").foregroundColor(.yellow)
            Image(systemName: "star").foregroundColor(.white)
        }
        .padding(10)
        .background(Color.gray)
        assertSnapshot(of: view, size: CGSize(width: 190, height: 60))
    }
}
