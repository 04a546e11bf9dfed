import Finch
import FinchCairo
import Foundation
import Testing

// Two previews of this file, for an app's `--previews` (lines 8 and 12 are pinned below).

#Preview("Badge", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Text("Badge").padding(4)
}

#Preview {
    Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 30)
}

@MainActor @Suite("An app's command line: --previews lists and draws the executable's #Previews")
struct PreviewCommandTests {
    let file = "FinchRenderingTests/PreviewCommandTests.swift"

    private var previews: [Preview] { Preview.all.filter { $0.fileID == file } }

    @Test("--previews and --output parse; --output alone, or with --snapshot or files, is refused")
    func options() throws {
        #expect(try LaunchOptions(arguments: ["--previews"]) == LaunchOptions(previews: true))
        #expect(
            try LaunchOptions(arguments: ["--previews", "--output", "out"])
                == LaunchOptions(previews: true, previewsOutput: "out"))
        #expect(
            try LaunchOptions(arguments: ["--output", "out", "--previews"])
                == LaunchOptions(previews: true, previewsOutput: "out"))
        let refused: [([String], String)] = [
            (["--output", "out"], "--output goes with --previews"),
            (["--previews", "--output"], "--output needs a value"),
            (["--previews", "--snapshot", "a.png"], "--previews and --snapshot"),
            (["--previews", "notes.txt"], "--previews opens no files"),
        ]
        for (arguments, message) in refused {
            #expect(throws: LaunchOptions.Error.self) { try LaunchOptions(arguments: arguments) }
            do {
                _ = try LaunchOptions(arguments: arguments)
            } catch {
                #expect(error.description.contains(message), "\(arguments): \(error)")
            }
        }
        #expect(LaunchOptions.usage.contains("--previews [--output DIR]"))
    }

    @Test("every preview linked into the executable is found, this file's among them")
    func enumerated() {
        #expect(previews.count == 2)
        // The test bundle links other targets' previews too (SeedCompatibilityAppleModulesTests' four).
        #expect(Set(Preview.all.map(\.fileID)).count >= 2)
    }

    @Test("the listing gives file and line, name and traits, one preview a line, in file and line order")
    func listing() throws {
        var lines: [String] = []
        try PreviewCommand.run(options: LaunchOptions(previews: true), previews: previews.reversed()) {
            lines.append($0)
        }
        #expect(
            lines == [
                "\(file):8\tBadge\t.sizeThatFitsLayout, .landscapeLeft",
                "\(file):12\t(unnamed)\t",
            ])
    }

    @Test("--output draws each preview to a PNG in the folder, at its layout's size")
    func drawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finch-previews-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var printed: [String] = []
        try PreviewCommand.run(
            options: LaunchOptions(previews: true, previewsOutput: folder.path), previews: previews
        ) { printed.append($0) }
        let names = ["PreviewCommandTests-8-Badge.png", "PreviewCommandTests-12-Preview.png"]
        #expect(printed == names.map { folder.appendingPathComponent($0).path })
        let badge = try #require(PixelImage(png: Data(contentsOf: folder.appendingPathComponent(names[0]))))
        let device = try #require(PixelImage(png: Data(contentsOf: folder.appendingPathComponent(names[1]))))
        // The badge at its own size; the unnamed one fills a phone's screen, with the blue box at its centre.
        #expect(badge.width < 100 && badge.height < 40)
        #expect(device.width == 390 && device.height == 844)
        #expect(device[195, 422] == PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(device[5, 5] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("drawing an executable without previews is refused with a message")
    func nothingToDraw() {
        #expect(throws: PreviewCommand.Failure.self) {
            try PreviewCommand.run(options: LaunchOptions(previews: true, previewsOutput: "/nonexistent"), previews: [])
            {
                _ in
            }
        }
    }
}
