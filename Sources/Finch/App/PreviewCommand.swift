import FinchCairo
import FinchCore
import Foundation

/// An app's `--previews`: lists the `#Preview`s compiled into the executable, or draws each to a PNG in a
/// folder (`--previews --output DIR`), headless, as `FinchTesting`'s `PreviewRenderer` draws them.
///
/// The previews are those of every module linked into the executable (`Preview.all`, read from the
/// `finch_previews` section), in file and line order. The app itself is not started.
@MainActor
package enum PreviewCommand {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Lists or draws `previews` as `options` ask; `print` receives the lines for standard output. Throws
    /// when there is nothing to draw or a file cannot be written.
    package static func run(
        options: LaunchOptions, previews: [Preview] = Preview.all, print: (String) -> Void
    ) throws(Failure) {
        let ordered = sorted(previews)
        guard let output = options.previewsOutput else {
            for preview in ordered { print(line(for: preview)) }
            return
        }
        guard !ordered.isEmpty else { throw Failure(description: "the executable has no #Preview") }
        for url in try write(ordered, to: URL(fileURLWithPath: output, isDirectory: true)) { print(url.path) }
    }

    /// The previews by file, then line.
    package static func sorted(_ previews: [Preview]) -> [Preview] {
        previews.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// One preview as a line of the listing: where it is, its name and its traits, separated by tabs
    /// (`Hello/ContentView.swift:12	Dark	.sizeThatFitsLayout, .landscapeLeft`).
    package static func line(for preview: Preview) -> String {
        let traits = preview.traitNames.joined(separator: ", ")
        return "\(preview.fileID):\(preview.line)\t\(preview.name ?? "(unnamed)")\t\(traits)"
    }

    /// Draws each preview to `folder` (made if missing) as `<file>-<line>-<name>.png`; the files written.
    package static func write(_ previews: [Preview], to folder: URL) throws(Failure) -> [URL] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot make \(folder.path): \(error.localizedDescription)")
        }
        var written: [URL] = []
        for preview in previews {
            let url = folder.appendingPathComponent(PreviewPicture.fileName(of: preview))
            guard let png = PreviewPicture.render(preview)?.png else {
                throw Failure(description: "cannot render the preview at \(preview.fileID):\(preview.line)")
            }
            do {
                try png.write(to: url, options: .atomic)
            } catch {
                throw Failure(description: "cannot write \(url.path): \(error.localizedDescription)")
            }
            written.append(url)
        }
        return written
    }
}
