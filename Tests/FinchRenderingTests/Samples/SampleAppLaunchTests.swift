import Finch
import FinchTesting
import Foundation
import Testing

/// The sample apps in `Examples/Samples`, run as a user runs them: the built executable with `--snapshot`.
/// `swift test` builds every product beside the test bundle, so each is found there.
@MainActor
@Suite("Sample apps start from their own entry points and render headless")
struct SampleAppLaunchTests {
    /// Runs the product `name` with `arguments` and returns its exit status and standard error.
    private static func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let process = Process()
        process.executableURL = folder.appendingPathComponent(name)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("Xcode 11's template (`@main class AppDelegate`, a SceneDelegate) shows its hosting controller's view")
    func helloTemplate() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hello-template-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: path) }
        // The tap lands on the button under the title: the state it changes shows in the picture.
        let result = try Self.run(
            "hello-template", ["--snapshot", path.path, "--size", "390x300", "--tap", "195,179"])
        #expect(result.status == 0, "\(result.errors)")
        let png = try Data(contentsOf: path)
        assertSnapshot(png: png)
    }
}
