import Foundation

/// Where goldens live and whether this run records them.
///
/// Goldens sit beside the test file: `__Snapshots__/<TestFile>/<test>[.<name>].png` (or `.txt`).
/// They are written only when `FINCH_RECORD_SNAPSHOTS=1`, never on CI; a failed comparison writes
/// `<golden>.actual.png` beside the golden.
struct SnapshotStore {
    let directory: URL
    let baseName: String

    init(testFile: String, testName: String, name: String?) {
        let file = URL(fileURLWithPath: testFile)
        let testFileName = file.deletingPathExtension().lastPathComponent
        directory = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFileName)
        let cleaned = Self.sanitize(testName)
        baseName = name.map { "\(cleaned).\(Self.sanitize($0))" } ?? cleaned
    }

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["FINCH_RECORD_SNAPSHOTS"] == "1"
            && ProcessInfo.processInfo.environment["CI"] == nil
    }

    func url(extension ext: String) -> URL {
        directory.appendingPathComponent("\(baseName).\(ext)")
    }

    func actualURL(extension ext: String) -> URL {
        directory.appendingPathComponent("\(baseName).actual.\(ext)")
    }

    /// Writes atomically, creating the folder; returns an error message on failure.
    func write(_ data: Data, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return nil
        } catch {
            return "could not write \(url.path): \(error)"
        }
    }

    func removeActual(extension ext: String) {
        try? FileManager.default.removeItem(at: actualURL(extension: ext))
    }

    /// The function's base name (`flip(at:)` → `flip`), keeping letters, digits, '-' and '_'.
    private static func sanitize(_ name: String) -> String {
        let trimmed = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
        let allowed = trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        return String(allowed)
    }
}
