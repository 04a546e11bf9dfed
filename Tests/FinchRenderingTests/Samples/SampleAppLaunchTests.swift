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

    /// Runs the product `name` with `--snapshot` at an iPhone 15's 390×844 points and `taps`, and compares
    /// the picture with its golden.
    private static func assertPhoneSnapshot(
        _ name: String, taps: [String] = [], testName: String = #function, testFile: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: path) }
        let tapArguments = taps.flatMap { ["--tap", $0] }
        let result = try run(name, ["--snapshot", path.path, "--size", "390x844"] + tapArguments)
        #expect(result.status == 0, "\(result.errors)")
        let png = try Data(contentsOf: path)
        assertSnapshot(png: png, testFile: testFile, testName: testName, sourceLocation: sourceLocation)
    }

    @Test("BillSplitter: a Form with a currency TextField, a people Picker, a segmented tip Picker, totals")
    func billSplitter() throws {
        // The tap chooses the 15 % tip: the totals below follow it.
        try Self.assertPhoneSnapshot("bill-splitter", taps: ["129,285"])
    }

    @Test("FlagQuiz: flags drawn with stripes on a radial gradient; the right flag shows the score alert")
    func flagQuiz() throws {
        // The first question asks for France, the middle flag.
        try Self.assertPhoneSnapshot("flag-quiz", taps: ["195,420"])
    }

    @Test("ToDoList: an @Observable store in a List with onDelete, onMove and EditButton in a NavigationStack")
    func toDoList() throws {
        // The first tap ticks "Buy milk" off, the second turns on edit mode.
        try Self.assertPhoneSnapshot("todo-list", taps: ["40,153", "40,22"])
    }

    @Test("Calculator: rows of round buttons and a monospaced display work out 7 × 6")
    func calculator() throws {
        try Self.assertPhoneSnapshot("calculator", taps: ["53,507", "337,510", "242,602", "337,793"])
    }
}
