import Finch
import FinchTesting
import Foundation
import Testing

/// The sample apps in `Examples/Samples`, run as a user runs them: the built executable with `--snapshot`.
/// `swift test` builds every product beside the test bundle, so each is found there.
@MainActor
@Suite("Sample apps start from their own entry points and render headless")
struct SampleAppLaunchTests {
    /// Runs the product `name` with `arguments` (and `environment` over the test's) and returns its exit
    /// status and standard error.
    private static func run(
        _ name: String, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (status: Int32, errors: String) {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let process = Process()
        process.executableURL = folder.appendingPathComponent(name)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
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

    /// Runs the product `name` with `--snapshot` at an iPhone 15's 390×844 points, `taps` and `after`
    /// seconds of clock after them, and compares the picture with its golden.
    private static func assertPhoneSnapshot(
        _ name: String, taps: [String] = [], after: Double = 0, environment: [String: String] = [:],
        testName: String = #function, testFile: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: path) }
        let tapArguments = taps.flatMap { ["--tap", $0] }
        let afterArguments = after > 0 ? ["--after", String(after)] : []
        let result = try run(
            name, ["--snapshot", path.path, "--size", "390x844"] + tapArguments + afterArguments,
            environment: environment)
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

    @Test(
        "ToDoList: an @Observable store in a List with onDelete, onMove and EditButton; its catalog's AccentColor")
    func toDoList() throws {
        // The first tap ticks "Buy milk" off, the second turns on edit mode. The bar's Done and + take the
        // AccentColor of the app's asset catalog (a SwiftPM `.process` resource, as Xcode keeps it): purple.
        try Self.assertPhoneSnapshot("todo-list", taps: ["40,153", "40,22"])
    }

    @Test("Calculator: rows of round buttons and a monospaced display work out 7 × 6")
    func calculator() throws {
        try Self.assertPhoneSnapshot("calculator", taps: ["53,507", "337,510", "242,602", "337,793"])
    }

    /// A configuration folder of its own for an app that saves to `UserDefaults` (Linux's Foundation keeps
    /// them under `$XDG_CONFIG_HOME`), so what an earlier run saved does not change the picture.
    private static func freshConfiguration() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sample-config-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("ExpenseTracker: sections by category with dollar totals, saved as JSON in UserDefaults; edit mode")
    func expenseTracker() throws {
        let configuration = try Self.freshConfiguration()
        defer { try? FileManager.default.removeItem(at: configuration) }
        // The tap turns on edit mode: delete circles before the rows.
        try Self.assertPhoneSnapshot(
            "expense-tracker", taps: ["31,22"], environment: ["XDG_CONFIG_HOME": configuration.path])
    }

    @Test("FlashCards: a pile of cards, the top one flipped by a tap; the timer has counted down")
    func flashCards() throws {
        // The tap flips the top card (a 3D turn); 4 s more of clock after it, and the timer shows 55.
        try Self.assertPhoneSnapshot("flash-cards", taps: ["195,436"], after: 4)
    }

    @Test("HabitTracker: a TabView of habit rows with progress bars; a row pushes its page with a week grid")
    func habitTracker() throws {
        // The first tap opens "Drink water"'s page, the second steps its count up (5 to 6 of 8).
        try Self.assertPhoneSnapshot("habit-tracker", taps: ["195,172", "335,265"])
    }

    @Test("WeatherScreen: white text and its .secondary levels on a gradient, forecasts; the toggle shows °F")
    func weatherScreen() throws {
        // The tap turns the Fahrenheit switch on: every temperature is written again (21° is 70°).
        try Self.assertPhoneSnapshot("weather-screen", taps: ["333,791"], after: 1)
    }
}
