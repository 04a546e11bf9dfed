import Foundation

/// A view that edits long, multi-line text, as SwiftUI's `TextEditor`: it fills the space offered,
/// wraps at its width and scrolls; Return breaks the line. Editing is as in `TextField` (keys, the
/// pointer, the clipboard, undo, input methods); Up and Down move between lines keeping the column.
public struct TextEditor: View {
    let text: Binding<String>

    /// iOS's insets around the text.
    static let verticalInset: CGFloat = 8
    static let horizontalInset: CGFloat = 5

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        TextFieldCore(source: .text(text), placeholder: nil, isEditor: true)
    }
}
