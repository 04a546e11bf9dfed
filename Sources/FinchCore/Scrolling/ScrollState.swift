import Foundation

/// The scroll position of one `ScrollView`, kept in its graph node so it survives re-evaluation.
@MainActor
final class ScrollState: NodeStorageKey {
    typealias Value = ScrollState

    /// How far the content is scrolled: the content point shown at the viewport's top-leading corner.
    var offset: CGPoint = .zero
    /// The content's size and the viewport's size at the last placement (for clamping).
    var contentSize: CGSize = .zero
    var viewportSize: CGSize = .zero
    /// The translation of the drag in progress at its last change (drag scrolling).
    var dragTranslation: CGSize?
    /// The layout node showing this scroll view now.
    weak var node: ScrollViewNode?
}
