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
        let windows = Self().body.windows
        if options.snapshotPath != nil {
            do {
                try HeadlessSnapshot.write(windows, options: options)
            } catch {
                fail("\(program): \(error)", status: 1)
            }
            exit(0)
        }
        let host = GTKApplication(windows: windows, size: options.size, fallbackSize: LaunchOptions.fallbackSize)
        exit(host.run())
    }
}

private func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}
