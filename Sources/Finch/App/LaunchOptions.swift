import FinchCore
import Foundation

/// What an app's command line asks for: a window (the default) or a headless snapshot.
///
/// `--snapshot PATH` renders the first window to a PNG without a display; `--size WxH` sets the
/// window size in points; `--tap X,Y` taps the window at that point (in points, repeatable: in
/// order, one second of clock apart, so each tap's animations finish); `--after SECONDS` lets the
/// clock run that long after the taps, before the snapshot; `--color-scheme dark` draws it as under a
/// dark desktop; `--window-frame` draws the window with its
/// frame, GTK's header bar with the window's title above the content (`WindowFrame`). `--previews` lists the
/// `#Preview`s compiled into the executable instead of starting the app, and `--previews --output DIR` draws each
/// to a PNG in `DIR` (`PreviewCommand`). Any other argument that does not start with `-` (and every one after
/// `--`) is a file: a document app opens it in its own window, another app's `onOpenURL` handlers get its
/// URL. An argument with a URL scheme (`myapp://item/3`, `https://…`; not the name of a file that exists) is
/// a URL for the `onOpenURL` handlers, as iOS hands an app the URL it was opened with.
package struct LaunchOptions: Equatable {
    /// Where to write the snapshot; nil opens windows instead.
    package var snapshotPath: String?
    /// The window size asked for on the command line, in points.
    package var size: CGSize?
    /// Seconds of the graph's clock to run (in 1/60 s frames) before the snapshot is taken.
    package var after: Double = 0
    /// Points to tap, in order, before the snapshot.
    package var taps: [CGPoint] = []
    /// Files a document app opens at launch instead of the documents open when it last quit (another
    /// app's first window is asked to open each, `onOpenURL`).
    package var files: [URL] = []
    /// URLs other than files the app is asked to open at launch (`onOpenURL`).
    package var urls: [URL] = []
    /// Whether the snapshot shows the window's frame (its title bar) above its content.
    package var windowFrame = false
    /// `--color-scheme light|dark`: the desktop setting a snapshot is drawn under (light by default).
    package var colorScheme: ColorScheme = .light
    /// `--previews`: list (or, with an output folder, draw) the executable's previews instead of running.
    package var previews = false
    /// `--output DIR` with `--previews`: the folder each preview's PNG is written to.
    package var previewsOutput: String?

    /// Windows that declare no default size open at this size.
    package static let fallbackSize = CGSize(width: 400, height: 700)

    package static let usage =
        "usage: [--snapshot PATH [--tap X,Y]... [--after SECONDS] [--window-frame] [--color-scheme light|dark]] [--size WIDTHxHEIGHT] [FILE...]\n"
        + "       --previews [--output DIR]"

    package struct Error: Swift.Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    package init(
        snapshotPath: String? = nil, size: CGSize? = nil, after: Double = 0, taps: [CGPoint] = [], files: [URL] = [],
        windowFrame: Bool = false, previews: Bool = false, previewsOutput: String? = nil
    ) {
        self.windowFrame = windowFrame
        self.previews = previews
        self.previewsOutput = previewsOutput
        self.snapshotPath = snapshotPath
        self.size = size
        self.after = after
        self.taps = taps
        self.files = files
    }

    /// Parses the arguments after the program name; throws on anything it does not understand.
    package init(arguments: [String], currentDirectory: String = FileManager.default.currentDirectoryPath) throws(Error)
    {
        var remaining = arguments[...]
        func value(of option: String) throws(Error) -> String {
            guard let value = remaining.popFirst() else { throw Error(description: "\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--snapshot":
                snapshotPath = try value(of: argument)
            case "--size":
                let text = try value(of: argument)
                guard let size = Self.parseSize(text) else {
                    throw Error(description: "--size expects WIDTHxHEIGHT in points, like 400x700, not '\(text)'")
                }
                self.size = size
            case "--after":
                let text = try value(of: argument)
                guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
                    throw Error(description: "--after expects a number of seconds, not '\(text)'")
                }
                after = seconds
            case "--tap":
                let text = try value(of: argument)
                guard let point = Self.parsePoint(text) else {
                    throw Error(description: "--tap expects X,Y in points, like 120,300, not '\(text)'")
                }
                taps.append(point)
            case "--window-frame":
                windowFrame = true
            case "--previews":
                previews = true
            case "--output":
                previewsOutput = try value(of: argument)
            case "--color-scheme":
                let text = try value(of: argument)
                switch text {
                case "light": colorScheme = .light
                case "dark": colorScheme = .dark
                default: throw Error(description: "--color-scheme expects light or dark, not '\(text)'")
                }
            case "--":
                files += remaining.map { Self.fileURL($0, in: currentDirectory) }
                remaining = []
            case _ where !argument.hasPrefix("-"):
                if let url = Self.schemeURL(argument, in: currentDirectory) {
                    if url.isFileURL { files.append(url.standardizedFileURL) } else { urls.append(url) }
                } else {
                    files.append(Self.fileURL(argument, in: currentDirectory))
                }
            default:
                throw Error(description: "unknown argument '\(argument)'")
            }
        }
        try checkPreviewOptions()
    }

    /// `--output` names where previews go; previews are not a snapshot, nor a window opening files.
    private func checkPreviewOptions() throws(Error) {
        if previewsOutput != nil, !previews { throw Error(description: "--output goes with --previews") }
        if previews, snapshotPath != nil { throw Error(description: "--previews and --snapshot are separate runs") }
        if previews, !files.isEmpty { throw Error(description: "--previews opens no files") }
    }

    /// The URL an argument names when it starts with a scheme (letters, then letters, digits, `+`, `-` or
    /// `.`, then a colon) and no file of that name exists where the program started (a file may be
    /// called `notes:1`); nil for a path.
    private static func schemeURL(_ argument: String, in directory: String) -> URL? {
        guard let colon = argument.firstIndex(of: ":"), colon > argument.startIndex else { return nil }
        let scheme = argument[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
            scheme.unicodeScalars.allSatisfy({
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
            })
        else { return nil }
        if FileManager.default.fileExists(atPath: fileURL(argument, in: directory).path) { return nil }
        return URL(string: argument)
    }

    /// A path from the command line, relative ones against the directory the program started in.
    private static func fileURL(_ path: String, in directory: String) -> URL {
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: path.hasPrefix("/") ? nil : base).standardizedFileURL
    }

    private static func parsePoint(_ text: String) -> CGPoint? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            return nil
        }
        return CGPoint(x: x, y: y)
    }

    private static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width > 0, height > 0
        else { return nil }
        return CGSize(width: width, height: height)
    }
}
