import Foundation

/// A layout node that draws text a person can read, and says which strings it draws where, so a test
/// finds on screen what a person sees (`ViewGraph.frames(ofText:)`), as XCUITest finds an element by
/// its label, its value or a field's placeholder.
@MainActor
protocol DrawnText: LayoutNode {
    /// The strings the node draws now and where, in the same space as `frame` (content space, before
    /// scroll views and effects move it). A string that is not drawn (a placeholder once the field
    /// has text) is not listed.
    var drawnTexts: [(string: String, frame: CGRect)] { get }
}

extension TextNode: DrawnText {
    /// Nothing under a placeholder redaction, whose bars no one can read.
    var drawnTexts: [(string: String, frame: CGRect)] { isRedacted ? [] : [(string, frame)] }
}
