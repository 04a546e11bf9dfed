import Foundation

/// What `make fuzz` fuzzes, named by `FINCH_FUZZ_TARGET` (its raw value); each has a seed corpus in
/// `Fuzz/Corpus/<name>`.
enum FuzzTarget: String, CaseIterable {
    case image
    case emojiart
    case landmarks
    case dropdata
    case uttype
    case maptiles
    case markdown
    case textlayout
    case textediting

    /// The target `FINCH_FUZZ_TARGET` names; the program stops with the list of names otherwise.
    static func selected() -> FuzzTarget {
        let name = ProcessInfo.processInfo.environment["FINCH_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("FINCH_FUZZ_TARGET must be one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }

    /// Feeds one input to the code under test; a crash, a sanitizer report or a hang is the finding.
    @MainActor func run(_ data: Data) {
        switch self {
        case .image: ImageDecodingFuzzer.run(data)
        case .emojiart: EmojiArtDocumentFuzzer.run(data)
        case .landmarks: LandmarksDataFuzzer.run(data)
        case .dropdata: DropDataFuzzer.run(data)
        case .uttype: UTTypeFuzzer.run(data)
        case .maptiles: MapTileFuzzer.run(data)
        case .markdown: MarkdownFuzzer.run(data)
        case .textlayout: TextLayoutFuzzer.run(data)
        case .textediting: TextEditingFuzzer.run(data)
        }
    }
}
