import FinchTesting
import Foundation
import SwiftUI
import Testing

@Suite("#Preview") @MainActor
struct PreviewMacroTests {
    let file = "SeedCompatibilityAppleModulesTests/Previews.swift"

    @Test("a file's previews are listed with their names and lines, in source order")
    func listed() {
        let previews = Preview.previews(inFile: file)
        #expect(previews.map(\.name) == [nil, "Two lines", "Landscape", "Fixed", "Named only"])
        #expect(previews.map(\.line) == [17, 21, 26, 30, 36])
    }

    @Test("each preview is drawn at its layout's size: the device's, turned, its own or fixed")
    func rendered() throws {
        let rendered = PreviewRenderer.render(inFile: file)
        try #require(rendered.count == 5)
        #expect(rendered[0].size == CGSize(width: 390, height: 844))
        #expect(rendered[2].size == CGSize(width: 844, height: 390))
        #expect(rendered[3].size == CGSize(width: 200, height: 100))
        // `#Preview("Name") { … }` without traits: the device's size, as the unnamed one.
        #expect(rendered[4].size == CGSize(width: 390, height: 844))
        for preview in rendered {
            #expect(pixelSize(of: preview.png) == preview.size)
            assertSnapshot(png: preview.png, named: preview.preview.name ?? "Unnamed")
        }
    }

    @Test("the previews of a file are written to a folder as PNGs")
    func written() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-previews-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try PreviewRenderer.write(inFile: file, to: folder)
        #expect(files.map(\.lastPathComponent).first == "Previews-17-Preview.png")
        #expect(files.count == 5)
    }

    /// The width and height a PNG's header states (IHDR, big-endian, at bytes 16 and 20).
    private func pixelSize(of png: Data) -> CGSize? {
        guard png.count >= 24 else { return nil }
        let bytes = [UInt8](png.prefix(24))
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return CGSize(width: number(16), height: number(20))
    }
}
