import FinchCore
import Foundation

extension TestWindow {
    /// Every text run the window paints now, in painting order, groups opened: what a test reads a
    /// text's spans (font, colour, decoration) from.
    public var textRuns: [TextRun] {
        Self.textRuns(in: displayList.items)
    }

    /// The text runs of `items`, groups opened.
    public static func textRuns(in items: [DisplayItem]) -> [TextRun] {
        items.flatMap { item -> [TextRun] in
            switch item {
            case .text(let run): return [run]
            case .group(let group): return textRuns(in: group.children)
            default: return []
            }
        }
    }
}
