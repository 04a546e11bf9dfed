import FinchCairo
import FinchCore
import FinchGTK
import Foundation

extension App {
    /// Starts the app: opens its windows with the GTK host, or with `--snapshot PATH` renders the
    /// first window to a PNG headless and exits. `@main` calls this.
    public static func main() {
        let program = (CommandLine.arguments.first as NSString?)?.lastPathComponent ?? "app"
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail("\(program): \(error)\n\(program) \(LaunchOptions.usage)", status: 2)
        }
        // The app's body is evaluated like a view's: its state lives in the scene graph.
        let scenes = SceneGraph(app: Self(), services: CairoBackend.shared.services)
        let appName = DocumentWindowTitle.appName(ofType: String(describing: Self.self))
        if options.snapshotPath != nil {
            do {
                try HeadlessSnapshot.write(scenes.windows, options: options, appName: appName)
            } catch {
                fail("\(program): \(error)", status: 1)
            }
            exit(0)
        }
        let host = GTKApplication(
            scenes: scenes, size: options.size, fallbackSize: LaunchOptions.fallbackSize,
            appName: appName, files: options.files)
        exit(host.run())
    }
}

private func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}
