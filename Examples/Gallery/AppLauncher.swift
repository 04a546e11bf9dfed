import Foundation

/// Starts a gallery app as its own process (and so its own window), from the gallery's folder.
enum AppLauncher {
    /// Launches the executable product `name`; returns a line for the gallery to show.
    static func open(_ name: String) -> String {
        guard let folder = Bundle.main.executableURL?.deletingLastPathComponent() else {
            return "Cannot find the folder of the gallery's executable."
        }
        let executable = folder.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return "\(name) is not built yet: run `swift build --product \(name)`."
        }
        let process = Process()
        process.executableURL = executable
        do {
            try process.run()
            return "Opened \(name)."
        } catch {
            return "Could not open \(name): \(error.localizedDescription)"
        }
    }
}
