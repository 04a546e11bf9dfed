import Finch
import FinchCairo
import Foundation
import Testing

@MainActor @Suite("An app's command line: --snapshot renders the first window headless")
struct AppLaunchTests {
    struct SnapshotApp: App {
        var body: some Scene {
            WindowGroup("Snapshot") {
                Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 20)
            }
            .defaultSize(width: 120, height: 80)
        }
    }

    /// An app whose own `@AppStorage` picks what its window shows, switched by a view in the window (an
    /// onboarding screen's Start button, as Fructus has it).
    struct OnboardingApp: App {
        static let key = "finch.tests.onboarding.\(UUID().uuidString)"
        @AppStorage(OnboardingApp.key) var isOnboarding = true

        var body: some Scene {
            WindowGroup {
                if isOnboarding {
                    StartButton()
                } else {
                    Color(red: 0, green: 0, blue: 1)
                }
            }
            .defaultSize(width: 120, height: 80)
        }
    }

    struct StartButton: View {
        @AppStorage(OnboardingApp.key) var isOnboarding = true
        var body: some View {
            Color(red: 1, green: 0, blue: 0).onTapGesture { isOnboarding = false }
        }
    }

    /// A box that turns from red to green over 1 s once the view appears.
    /// Left half red, right half blue; a tap on a half turns that half green.
    struct Halves: View {
        @State private var left = false
        @State private var right = false
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().fill(left ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0))
                    .onTapGesture { left = true }
                Rectangle().fill(right ? Color(red: 0, green: 1, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .onTapGesture { right = true }
            }
        }
    }

    struct Fading: View {
        @State private var isGreen = false
        var body: some View {
            Rectangle()
                .fill(isGreen ? Color(red: 0, green: 1, blue: 0) : Color(red: 1, green: 0, blue: 0))
                .onAppear { withAnimation(.linear(duration: 1)) { isGreen = true } }
        }
    }

    @Test(
        "Arguments parse into options",
        arguments: [
            ([], LaunchOptions()),
            (["--snapshot", "out.png"], LaunchOptions(snapshotPath: "out.png")),
            (
                ["--size", "300x200", "--snapshot", "a.png", "--after", "0.5"],
                LaunchOptions(snapshotPath: "a.png", size: CGSize(width: 300, height: 200), after: 0.5)
            ),
            (["--size", "12.5X7"], LaunchOptions(size: CGSize(width: 12.5, height: 7))),
            (
                ["--snapshot", "g.png", "--tap", "10,20", "--tap", "-1.5,300"],
                LaunchOptions(snapshotPath: "g.png", taps: [CGPoint(x: 10, y: 20), CGPoint(x: -1.5, y: 300)])
            ),
            (["--snapshot", "f.png", "--window-frame"], LaunchOptions(snapshotPath: "f.png", windowFrame: true)),
        ])
    func parses(arguments: [String], expected: LaunchOptions) throws {
        #expect(try LaunchOptions(arguments: arguments) == expected)
    }

    @Test(
        "Bad arguments are refused with a message naming the problem",
        arguments: [
            (["--snapshot"], "--snapshot needs a value"),
            (["--size", "300"], "--size expects"),
            (["--size", "0x10"], "--size expects"),
            (["--after", "-1"], "--after expects"),
            (["--after", "soon"], "--after expects"),
            (["--tap", "10"], "--tap expects"),
            (["--tap", "a,b"], "--tap expects"),
            (["--tap"], "--tap needs a value"),
            (["--verbose"], "unknown argument '--verbose'"),
        ])
    func refuses(arguments: [String], message: String) {
        #expect {
            try LaunchOptions(arguments: arguments)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test("--snapshot writes the first window at its default size as a PNG")
    func snapshotAtDefaultSize() throws {
        let path = temporaryPath("default.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try HeadlessSnapshot.write(SnapshotApp().body.windows, options: LaunchOptions(snapshotPath: path))
        let image = try #require(PixelImage(png: try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 120 && image.height == 80)
        #expect(image[60, 40] == PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(image[2, 2] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("--window-frame draws GTK's header bar with the scene's title above the window, which keeps its size")
    func snapshotWithWindowFrame() throws {
        let path = temporaryPath("framed.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let options = LaunchOptions(snapshotPath: path, windowFrame: true)
        try HeadlessSnapshot.write(SnapshotApp().body.windows, options: options)
        let image = try #require(PixelImage(png: try Data(contentsOf: URL(fileURLWithPath: path))))
        let bar = Int(WindowFrame.headerBarHeight)
        #expect(image.width == 120 && image.height == 80 + bar)
        #expect(image[60, 40 + bar] == PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        let expected = try #require(
            WindowFrame(title: "Snapshot").pngData(
                content: DisplayList(), contentSize: CGSize(width: 120, height: 80), scale: 1,
                renderer: CairoBackend.shared.renderer
            ).flatMap(PixelImage.init))
        #expect(
            image.pixels(in: CGRect(x: 0, y: 0, width: 120, height: bar))
                == expected.pixels(in: CGRect(x: 0, y: 0, width: 120, height: bar)))
    }

    @Test("--snapshot --tap follows the app's own state: an App's @AppStorage written by a view in its window")
    func snapshotFollowsAppState() throws {
        defer { UserDefaults.standard.removeObject(forKey: OnboardingApp.key) }
        let path = temporaryPath("onboarding.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let options = LaunchOptions(snapshotPath: path, taps: [CGPoint(x: 60, y: 40)])
        let scenes = SceneGraph(app: OnboardingApp(), services: CairoBackend.shared.services)
        try HeadlessSnapshot.write(scenes, options: options)
        let image = try #require(PixelImage(png: try Data(contentsOf: URL(fileURLWithPath: path))))
        let blue = PixelImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
        #expect(image[60, 40] == blue, "the app's body was evaluated again")
    }

    @Test("--size overrides the window's default size")
    func snapshotAtGivenSize() throws {
        let path = temporaryPath("sized.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let options = LaunchOptions(snapshotPath: path, size: CGSize(width: 50, height: 30))
        try HeadlessSnapshot.write(SnapshotApp().body.windows, options: options)
        let image = try #require(PixelImage(png: try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 50 && image.height == 30)
    }

    @Test("--after runs the clock first: an animation started on appear has finished")
    func snapshotAfterAnimation() throws {
        let window = WindowGroup { Fading() }.windows[0]
        let size = CGSize(width: 20, height: 20)
        let before = try #require(HeadlessSnapshot.pngData(of: window, size: size, after: 0).flatMap(PixelImage.init))
        let after = try #require(HeadlessSnapshot.pngData(of: window, size: size, after: 1.5).flatMap(PixelImage.init))
        #expect(before[10, 10] == PixelImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(after[10, 10] == PixelImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test("--tap taps the window at points before the snapshot; a point outside hits nothing")
    func snapshotAfterTaps() throws {
        let window = WindowGroup { Halves() }.windows[0]
        let size = CGSize(width: 40, height: 20)
        let tapped = try #require(
            HeadlessSnapshot.pngData(
                of: window, size: size, after: 0, taps: [CGPoint(x: 30, y: 10), CGPoint(x: 500, y: 10)]
            ).flatMap(PixelImage.init))
        #expect(tapped[10, 10] == PixelImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(tapped[30, 10] == PixelImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    @Test("An unwritable path is an error, not a crash")
    func unwritablePath() {
        let options = LaunchOptions(snapshotPath: "/nonexistent-dir/x.png")
        #expect(throws: HeadlessSnapshot.Failure.self) {
            try HeadlessSnapshot.write(SnapshotApp().body.windows, options: options)
        }
    }

    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("finch-\(UUID().uuidString)-\(name)").path
    }
}
