import FinchCairo
import FinchCore
import FinchGTK
import Foundation

extension App {
    /// Starts the app: opens its windows with the GTK host, or with `--snapshot PATH` renders the
    /// first window to a PNG headless and exits; `--previews` lists (or draws) the executable's
    /// `#Preview`s instead. `@main` calls this.
    public static func main() {
        AppResourceBundles.noteApp(Self.self)
        AppLaunch.run(Self(), appName: DocumentWindowTitle.appName(ofType: String(describing: Self.self)))
    }
}

/// Runs an app's scenes with the GTK host, or headless for `--snapshot`, then exits.
@MainActor
enum AppLaunch {
    /// `appName` is the name windows are titled with; `beforeExit` runs once the windows have closed (or
    /// the snapshot is written), before the process exits. `handsURLsToViews` false keeps the URLs the
    /// command line named from the views' `onOpenURL` (a UIKit app's scene delegate had them).
    static func run<A: App>(
        _ app: @autoclosure () -> A, appName: String, beforeExit: () -> Void = {}, handsURLsToViews: Bool = true
    ) -> Never {
        var (options, program) = commandLine()
        // iPhone code saves into its documents folder, which always exists on iOS.
        _ = AppDocumentsFolder.url
        if !handsURLsToViews {
            options.files = []
            options.urls = []
        }
        // The app's body is evaluated like a view's: its state lives in the scene graph.
        let scenes = SceneGraph(app: app(), services: CairoBackend.shared.services)
        if options.snapshotPath != nil {
            do {
                try HeadlessSnapshot.write(scenes, options: options, appName: appName)
            } catch {
                fail("\(program): \(error)", status: 1)
            }
            beforeExit()
            exit(0)
        }
        let host = GTKApplication(
            scenes: scenes, size: options.size, fallbackSize: LaunchOptions.fallbackSize,
            appName: appName, files: options.files, urls: options.urls)
        let status = host.run()
        beforeExit()
        exit(status)
    }

    /// The command line's options and the program's name; exits with the usage on a bad argument, and
    /// runs `--previews` here, before any app is made (Xcode's canvas draws previews without the app).
    static func commandLine() -> (options: LaunchOptions, program: String) {
        let program = (CommandLine.arguments.first as NSString?)?.lastPathComponent ?? "app"
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail("\(program): \(error)\n\(program) \(LaunchOptions.usage)", status: 2)
        }
        if options.previews { runPreviews(options, program: program) }
        return (options, program)
    }

    /// `--previews`: the listing or the PNGs' paths on standard output, then exits.
    private static func runPreviews(_ options: LaunchOptions, program: String) -> Never {
        do {
            try PreviewCommand.run(options: options) { print($0) }
        } catch {
            fail("\(program): \(error)", status: 1)
        }
        exit(0)
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
