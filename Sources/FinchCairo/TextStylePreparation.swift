import FinchCore
import Foundation

extension CairoBackend {
    /// The fonts of every text style, in the weights Finch's own views use them in (bars, tab items and
    /// headlines), each measured and drawn once, so that Pango has loaded them (the face, its shaping
    /// tables, the glyphs of a word).
    ///
    /// A host calls this when it is idle after its first frame (the GTK window does, from a GLib idle
    /// callback). Loading a font is most of what the first text in a new style costs: a page of the
    /// Landmarks tutorial brings four sizes the list did not use, and loading them was a sixth of the
    /// first push's frame. UIKit has the system fonts loaded before an app starts; here the first idle
    /// moment does it. Runs once per backend; later calls return at once.
    public func prepareTextStyles() {
        guard !hasPreparedTextStyles else { return }
        hasPreparedTextStyles = true
        var fonts = Font.TextStyle.allCases.map { Font.system($0) }
        // Bold large titles (navigation bars; inline titles are the headline's semibold 17) and medium
        // tab item labels.
        fonts += [.system(.largeTitle).bold(), .system(size: 10, weight: .medium)]
        let sample = VStack(alignment: .leading, spacing: 0) {
            ForEach(fonts.indices, id: \.self) { index in Text("Ag 12").font(fonts[index]) }
        }
        let graph = ViewGraph(root: sample, services: services)
        let size = graph.layoutToFit(.unspecified)
        _ = renderer.pngData(for: graph.displayList, size: CGSize(width: min(size.width, 64), height: 8), scale: 1)
    }
}
