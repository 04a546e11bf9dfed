import CGtk
import Foundation

/// What the GTK host does when there is no display to open a window on.
enum NoDisplay {
    /// Initialises GTK, or explains in one line how else to run the program and exits with status 1.
    static func initializeGTKOrExit() {
        guard gtk_init_check() == 0 else { return }
        let program = (CommandLine.arguments.first as NSString?)?.lastPathComponent ?? "app"
        let line =
            "\(program): cannot open a display (DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset")); "
            + "run it in a desktop session, under a virtual one with `xvfb-run -a \(program)`, "
            + "or render the first window headless with `\(program) --snapshot out.png`\n"
        FileHandle.standardError.write(Data(line.utf8))
        exit(1)
    }
}
