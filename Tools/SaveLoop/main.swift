import EmojiArtKit
import Finch
import FinchCore
import FinchTesting
import Foundation
import LandmarksKit

// `finch-save-loop write FOLDER`: saves, round after round until killed, everything EmojiArt and
// Landmarks keep, each through the app's own saving code: an EmojiArt document (the document
// controller's writer), EmojiArt's palettes (a defaults domain saved atomically), Landmarks' favourites,
// and an app's `UserDefaults` domain. `finch-save-loop check FOLDER`: reads each file as the app reads it
// at launch and exits 1 unless every one that exists is whole. `scripts/kill-during-save.sh` kills the
// writer with SIGKILL at random moments and checks after each kill.

let arguments = CommandLine.arguments
guard arguments.count == 3, ["write", "check"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: finch-save-loop write|check FOLDER\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[2], isDirectory: true)
let document = folder.appendingPathComponent("Drawing.emojiart")
let favorites = FavoritesStore(folder: folder.appendingPathComponent("Landmarks"))
let preferences = folder.appendingPathComponent("config")
let domain = "finch.save-loop"

@MainActor
func write() -> Never {
    try? FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: true)
    let writer = FileWrapperWriter()
    let savePalette = EmojiArtBenchmarkScenes.paletteSaver(domain: domain + ".palettes", folder: preferences)
    let defaults = UserDefaults(suiteName: domain) ?? UserDefaults()
    var round = 1
    while true {
        do {
            // Documents grow with the rounds, so writes take long enough to be cut in the middle.
            let json = try EmojiArtBenchmarkScenes.documentJSON(emojiCount: 200 + round % 2000)
            try writer.write(FileWrapper(regularFileWithContents: json), to: document)
            try favorites.write(Set(0..<(round % 500)))
            _ = savePalette()
            defaults.set(round, forKey: "round")
            defaults.set(Array(repeating: round, count: 1000 + round % 1000), forKey: "history")
            try defaults.saveDomainAtomically(domain, in: preferences)
        } catch {
            FileHandle.standardError.write(Data("finch-save-loop: round \(round) failed: \(error)\n".utf8))
            exit(1)
        }
        round += 1
    }
}

/// The problems with what is on disk: each file that exists must read whole.
@MainActor
func check() -> [String] {
    var problems: [String] = []
    if FileManager.default.fileExists(atPath: document.path) {
        let app = TestApp(
            EmojiArtBenchmarkScenes.DocumentApp(imagesFolder: folder.appendingPathComponent("Images")),
            documentsFolder: folder.appendingPathComponent("Untitled"))
        do {
            _ = try app.open(document)
        } catch {
            problems.append("the document does not open: \(error)")
        }
    }
    if case .damaged(let reason) = favorites.read() { problems.append(reason) }
    let palettesFile = preferences.appendingPathComponent(domain + ".palettes.plist")
    if FileManager.default.fileExists(atPath: palettesFile.path),
        EmojiArtBenchmarkScenes.savedPaletteCount(domain: domain + ".palettes", folder: preferences) == nil
    {
        problems.append("the palettes file is not a whole list of palettes")
    }
    problems += checkDefaults()
    countLeftoverTemporaryFiles()
    return problems
}

/// The defaults domain's file must be a whole property list whose history matches its round.
func checkDefaults() -> [String] {
    let file = preferences.appendingPathComponent(domain + ".plist")
    guard FileManager.default.fileExists(atPath: file.path) else { return [] }
    guard let data = try? Data(contentsOf: file),
        let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
        let round = values["round"] as? Int, let history = values["history"] as? [Int]
    else { return ["the defaults file is not a whole property list"] }
    let whole = history.count == 1000 + round % 1000 && history.allSatisfy { $0 == round }
    return whole ? [] : ["the defaults file mixes rounds"]
}

/// Temporary files a kill left behind are harmless (never read, never renamed over a whole file); the
/// count says how many kills landed in the middle of a write.
func countLeftoverTemporaryFiles() {
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    print("temporary files left by kills mid-write: \(names.filter { $0.hasSuffix(".tmp") }.count)")
}

if arguments[1] == "write" { write() }
let problems = check()
for problem in problems { print("finch-save-loop: \(problem)") }
exit(problems.isEmpty ? 0 : 1)
