import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Reads `\.symbolVariants` and `\.symbolRenderingMode` into a text, so a test sees what the views inside get.
private struct SymbolEnvironmentReader: View {
    @Environment(\.symbolVariants) private var variants
    @Environment(\.symbolRenderingMode) private var renderingMode

    var body: some View {
        let filled = variants.contains(.fill) ? "fill" : "outline"
        let circled = variants.contains(.circle) ? "circle" : "plain"
        let mode = renderingMode.map { "\($0.kind)" } ?? "preferred"
        Text("\(filled) \(circled) \(mode)")
    }
}

/// `.symbolVariant(_:)` and `.symbolRenderingMode(_:)`: the variant's SF Symbols name is drawn where the
/// symbol catalog has it, else the plain name; rendering modes are kept and drawn monochrome.
@MainActor
@Suite("Symbol variants pick the variant's name; rendering modes are kept")
struct SymbolVariantTests {
    private static let size = CGSize(width: 120, height: 60)

    /// The SF Symbols names the window draws, in order.
    private func drawnSymbols<V: View>(_ view: V) -> [String] {
        let window = TestWindow(size: Self.size) { view }
        return window.displayList.dump().split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "image symbol ") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        }
    }

    @Test("heart with .fill draws heart.fill; star with .fill draws star.fill; trash with .fill trash.fill")
    func fill() {
        #expect(drawnSymbols(Image(systemName: "heart").symbolVariant(.fill)) == ["heart.fill"])
        #expect(drawnSymbols(Image(systemName: "star").symbolVariant(.fill)) == ["star.fill"])
        #expect(drawnSymbols(Image(systemName: "heart")) == ["heart"])
    }

    @Test("A combined variant takes its whole name where the catalog has it, else the closest it has")
    func combined() {
        // Finch draws checkmark.circle.fill and plus.circle around the checkmark's and plus's icons.
        #expect(drawnSymbols(Image(systemName: "checkmark").symbolVariant(.circle.fill)) == ["checkmark.circle.fill"])
        #expect(drawnSymbols(Image(systemName: "plus").symbolVariant(.circle)) == ["plus.circle"])
        // Every symbol it has an icon of has its circled and squared forms (`EnclosedSymbols`).
        #expect(drawnSymbols(Image(systemName: "heart").symbolVariant(.circle.fill)) == ["heart.circle.fill"])
        // It has no heart.rectangle.fill nor heart.rectangle: the shape goes first, then heart.fill is drawn.
        #expect(drawnSymbols(Image(systemName: "heart").symbolVariant(.rectangle.fill)) == ["heart.fill"])
        // No slashed variant of globe at all: the plain name.
        #expect(drawnSymbols(Image(systemName: "globe").symbolVariant(.slash)) == ["globe"])
    }

    @Test("Variants add up through the views; a name already filled is not filled twice; Label's symbol too")
    func inherited() {
        let stack = VStack {
            Image(systemName: "checkmark").symbolVariant(.circle)
            Image(systemName: "star.fill")
            Label("Home", systemImage: "house")
        }
        #expect(drawnSymbols(stack.symbolVariant(.fill)) == ["checkmark.circle.fill", "star.fill", "house.fill"])
        #expect(
            drawnSymbols(Image(systemName: "xmark").symbolVariant(.circle).symbolVariant(.none)) == ["xmark.circle"])
        let cleared = Image(systemName: "star").environment(\.symbolVariants, .none).symbolVariant(.fill)
        #expect(drawnSymbols(cleared) == ["star"])
    }

    @Test("The names tried for a variant, best first, end with the name itself")
    func candidateNames() {
        #expect(
            SymbolVariants.circle.fill.candidateNames(for: "heart") == [
                "heart.circle.fill", "heart.fill", "heart.circle", "heart",
            ])
        #expect(SymbolVariants.fill.candidateNames(for: "bell.slash") == ["bell.slash.fill", "bell.slash"])
        #expect(SymbolVariants.none.candidateNames(for: "heart") == ["heart"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test("\\.symbolVariants and \\.symbolRenderingMode reach the views inside")
    func environment() {
        let plain = TestWindow(size: Self.size) { SymbolEnvironmentReader() }
        #expect(!plain.frames(ofText: "outline plain preferred").isEmpty)
        let set = TestWindow(size: Self.size) {
            SymbolEnvironmentReader().symbolVariant(.circle.fill).symbolRenderingMode(.hierarchical)
        }
        #expect(!set.frames(ofText: "fill circle hierarchical").isEmpty)
    }

    @Test("Every rendering mode draws the symbol as monochrome does: one layer, the foreground colour")
    func renderingModesDrawMonochrome() throws {
        func png<V: View>(_ view: V) -> Data? {
            TestWindow(size: Self.size) { view.font(.system(size: 30)).foregroundColor(.blue) }.pngData()
        }
        let monochrome = try #require(png(Image(systemName: "star.fill")))
        for mode in [SymbolRenderingMode.hierarchical, .palette, .multicolor] {
            #expect(png(Image(systemName: "star.fill").symbolRenderingMode(mode)) == monochrome)
            #expect(
                png(Image(systemName: "star.fill").symbolRenderingMode(mode).symbolRenderingMode(.monochrome))
                    == monochrome)
        }
    }
}
