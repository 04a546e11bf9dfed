import Foundation

/// Marks views whose presses leave a focused text field editing (a search field's suggestions, as
/// iOS keeps the keyboard up while one is tapped): a press elsewhere ends editing.
final class KeepsTextFocusNode: WrapperNode {}

extension View {
    /// Presses on this view do not take the focus from the text field being edited.
    func keepingTextFocus() -> ModifiedContent<Self, _NodeModifier> {
        wrapped("keepingTextFocus") { node, _ in KeepsTextFocusNode(child: node) }
    }
}
