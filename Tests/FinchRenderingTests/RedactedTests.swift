import Finch
import FinchTesting
import Foundation
import Testing

/// A symbol, a one-line text, a two-line text and an unredacted line, redacted or not.
private struct Card: View {
    let isRedacted: Bool

    var body: some View {
        let content = VStack(alignment: .leading, spacing: 8) {
            Image(systemName: "star.fill").font(.system(size: 30))
            Text("Weekly summary")
            Text("Two lines of text here\nand less")
            Text("Shown").unredacted()
            ReasonsReader()
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        if isRedacted {
            content.redacted(reason: .placeholder)
        } else {
            content
        }
    }
}

/// Says what `\.redactionReasons` holds.
private struct ReasonsReader: View {
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        Text(reasons.contains(.placeholder) ? "placeholder" : "none")
    }
}

@MainActor
@Suite(".redacted(reason: .placeholder): text and images drawn as grey placeholders")
struct RedactedTests {
    static let size = CGSize(width: 320, height: 240)

    /// The filled rectangles drawn with a colour at the placeholder's opacity (16 %), top to bottom.
    private func bars(_ window: TestWindow) throws -> [CGRect] {
        let pattern = try Regex(#"fill \(([\d.]+),([\d.]+),([\d.]+),([\d.]+)\)\[\d+\] #[0-9a-f]{6}2[89]"#)
        return window.displayList.dump().split(separator: "\n").compactMap { line -> CGRect? in
            guard let match = line.firstMatch(of: pattern) else { return nil }
            let numbers = (1...4).compactMap { Double(match.output[$0].substring ?? "") }
            guard numbers.count == 4 else { return nil }
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    @Test("Each line is a bar as wide as its characters, 0.6 of the line high; the image its frame filled")
    func placeholders() throws {
        let plain = TestWindow(size: Self.size) { Card(isRedacted: false) }
        let window = TestWindow(size: Self.size) { Card(isRedacted: true) }
        #expect(window.frames(ofText: "Weekly summary").isEmpty)
        #expect(!window.frames(ofText: "Shown").isEmpty)
        let dump = window.displayList.dump()
        #expect(!dump.contains("image symbol"), "\(dump)")
        #expect(!dump.contains("text \"Weekly summary\""), "\(dump)")
        let bars = try bars(window)
        // The symbol, then one bar for the first text, two for the second, one for the reader.
        try #require(bars.count == 5, "\(dump)")
        let title = try #require(plain.frames(ofText: "Weekly summary").first)
        let bar = bars[1]
        #expect(abs(bar.minX - title.minX) <= 0.5 && abs(bar.width - title.width) <= 1)
        // 0.6 of the measured line, rounded (the text's frame is its line rounded up to a pixel).
        #expect(abs(bar.height - title.height * 0.6) <= 1)
        #expect(abs(bar.midY - title.midY) <= 0.5)
        // The second line is shorter than the first.
        #expect(bars[3].width < bars[2].width && bars[3].minY > bars[2].maxY)
        // Laid out as before: the unredacted line has not moved.
        #expect(window.frames(ofText: "Shown") == plain.frames(ofText: "Shown"))
        assertSnapshot(png: window.pngData())
    }

    @Test("\\.redactionReasons holds the reason; .unredacted() clears it")
    func reasons() {
        let window = TestWindow(size: Self.size) { Card(isRedacted: true) }
        let labels = window.accessibilityElements.map(\.label)
        #expect(labels.contains("placeholder"), "\(labels)")
        let inside = TestWindow(size: Self.size) { ReasonsReader().unredacted().redacted(reason: .placeholder) }
        #expect(!inside.frames(ofText: "none").isEmpty)
    }

    @Test(".privacy redacts only the views marked privacySensitive, drawn as .placeholder draws them")
    func privacySensitive() throws {
        let account = VStack(alignment: .leading) {
            Text("Checking")
            Text("$1,234.56").privacySensitive()
            Text("Savings").privacySensitive(false)
        }
        let redacted = TestWindow(size: Self.size) { account.redacted(reason: .privacy) }
        #expect(redacted.frames(ofText: "$1,234.56").isEmpty)
        #expect(!redacted.frames(ofText: "Checking").isEmpty && !redacted.frames(ofText: "Savings").isEmpty)
        #expect(try bars(redacted).count == 1)
        // Marked, but not redacted for privacy: drawn as it is.
        let shown = TestWindow(size: Self.size) { account.redacted(reason: .invalidated) }
        #expect(!shown.frames(ofText: "$1,234.56").isEmpty)
        #expect(try bars(shown).isEmpty)
    }
}
