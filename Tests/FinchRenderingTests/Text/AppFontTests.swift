import FinchTesting
import Foundation
import Testing

@testable import FinchCairo
@testable import FinchCore

/// An app's own fonts, as `Font.custom` finds them on iOS: by PostScript name ("Lora-Bold") or by family.
///
/// The fixtures (`Fixtures/Fonts`, made by `scripts/test-fonts/build-test-fonts.py`) are "Finch Test
/// Blocks" Regular and Bold, whose letters are blocks advancing 0.6 em (Regular) and 1 em (Bold): a
/// text's width tells which face drew it, and no system font has their names. They are among this test
/// target's resources, in the resource bundle beside the test executable, where an app's fonts are.
@MainActor @Suite("An app's own fonts, by PostScript name and by family")
struct AppFontTests {
    private let measurer = PangoTextMeasurer()

    private func width(_ text: Text) -> CGFloat {
        measurer.measure(TextLayoutRequest(spans: text.spans(in: EnvironmentValues(), at: nil), maxWidth: nil))
            .size.width
    }

    @Test("The font files among the app's resources are found and registered")
    func registered() {
        let names = AppFontFiles.ofApp.map(\.lastPathComponent)
        #expect(names.contains("FinchTestBlocks-Regular.ttf"))
        #expect(names.contains("FinchTestBlocks-Bold.ttf"))
        _ = measurer.measure(TextLayoutRequest(spans: Text("x").spans(in: EnvironmentValues(), at: nil)))
        #expect(AppFontFiles.ofApp.allSatisfy(AppFonts.registered.contains))
    }

    @Test("A PostScript name draws its face: Bold letters 1 em wide, Regular 0.6 em")
    func postScriptNames() {
        #expect(abs(width(Text("ABCD").font(.custom("FinchTestBlocks-Bold", size: 20))) - 80) < 0.01)
        #expect(abs(width(Text("ABCD").font(.custom("FinchTestBlocks-Regular", size: 20))) - 48) < 0.01)
        #expect(abs(width(Text("AB CD").font(.custom("FinchTestBlocks-Regular", fixedSize: 10))) - 26.5) < 0.01)
    }

    @Test("A family name with a weight picks the face, as before")
    func familyAndWeight() {
        #expect(abs(width(Text("ABCD").font(.custom("Finch Test Blocks", size: 20))) - 48) < 0.01)
        #expect(abs(width(Text("ABCD").font(.custom("Finch Test Blocks", size: 20)).bold()) - 80) < 0.01)
        #expect(abs(width(Text("ABCD").font(.custom("FinchTestBlocks-Regular", size: 20)).bold()) - 80) < 0.01)
    }

    @Test("A name no font has falls back to the system's font, not to the app's")
    func unknownName() {
        let fallback = width(Text("ABCD").font(.custom("NoSuchFont-Bold", size: 20)))
        #expect(fallback > 20)
        #expect(abs(fallback - 80) > 1 && abs(fallback - 48) > 1)
    }

    @Test("A file that is no font is refused with a warning, and nothing else changes")
    func notAFont() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("finch-not-a-font-\(UUID()).ttf")
        try Data("not a font".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(AppFonts.register([file]).isEmpty)
        #expect(abs(width(Text("ABCD").font(.custom("FinchTestBlocks-Bold", size: 20))) - 80) < 0.01)
    }

    @Test("Drawn: the Bold face's blocks in a window")
    func drawn() {
        let window = TestWindow(size: CGSize(width: 120, height: 40)) {
            Text("Ab 1").font(.custom("FinchTestBlocks-Bold", size: 20)).foregroundStyle(.blue)
        }
        let frame = window.frames(ofText: "Ab 1").first
        #expect(frame.map { abs($0.width - 65) < 1 } == true)
        assertSnapshot(png: window.pngData(), named: "app-font-blocks-bold")
    }
}
