import Finch
import FinchTesting
import Foundation
import Testing

/// Issue 27: a `UserDefaults` domain (what `@AppStorage` keeps) whose file cannot be written keeps its
/// values in memory, leaves the file byte for byte as it was, and throws an error that names the file
/// and the cause in plain words.
///
/// Real or simulated, as `FileWriteFailure` says: a folder in place and a link loop are real; a
/// read-only folder is simulated for root (`EROFS`); a full disk (`ENOSPC`) and another user's file
/// (`EPERM`) are simulated.
@MainActor
@Suite("UserDefaults domains that cannot be saved keep their values, and the error says why")
struct DefaultsSaveFailureTests {
    private struct AppStorageView: View {
        @AppStorage("theme") var theme = "Light"

        var body: some View {
            Button("Theme: \(theme)") { theme = "Dark" }
        }
    }

    @Test(
        "An @AppStorage change that cannot be saved: the file stays, the value stays, the error names the file and the cause",
        arguments: FileWriteFailure.allCases)
    func change(_ failure: FileWriteFailure) throws {
        let name = "finch.tests.fsfail.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("defaults-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        defaults.set("Light", forKey: "theme")
        try defaults.saveDomainAtomically(name, in: folder)
        let file = folder.appendingPathComponent(name + ".plist")
        let window = TestWindow(size: CGSize(width: 200, height: 100)) {
            AppStorageView().defaultAppStorage(defaults)
        }
        let made = try failure.make(at: file)
        defer { made.restore() }

        let frame = try #require(window.frames(ofText: "Theme: Light").first)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        let error = made.saving {
            #expect(throws: (any Error).self) { try defaults.saveDomainAtomically(name, in: folder) }
        }

        let message = error?.localizedDescription ?? ""
        #expect(message.contains(file.lastPathComponent), "\(message)")
        #expect(message.contains(failure.expectedWords), "\(message)")
        #expect(made.isUnchanged)
        #expect(defaults.string(forKey: "theme") == "Dark")
        #expect(!window.frames(ofText: "Theme: Dark").isEmpty)
    }
}
