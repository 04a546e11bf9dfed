import FinchCore
import Foundation

/// A test's input method: it plays the part the GTK host's `GtkIMContext` plays in a window, sending
/// compositions and commits to the text view that has focus.
@MainActor
public final class TestInputMethod: TextInputHost {
    private weak var client: (any TextInputClient)?
    /// How many times a text view gained focus, and the last caret position reported (window points).
    public private(set) var sessions = 0
    public private(set) var caret: CGRect?
    /// Called after each composition or commit, so the window applies the change (a frame).
    var afterInput: (() -> Void)?

    /// True while a text view has focus.
    public var isActive: Bool { client != nil }

    package func beginTextInput(for client: any TextInputClient) {
        self.client = client
        sessions += 1
        caret = client.caretRect
    }

    package func endTextInput() {
        client = nil
        caret = nil
    }

    package func caretMoved(to rect: CGRect) {
        caret = rect
    }

    /// Shows `text` as the composition in progress, the cursor `cursor` characters into it (preedit).
    /// False when no text view has focus.
    @discardableResult
    public func compose(_ text: String, cursor: Int? = nil) -> Bool {
        guard let client else { return false }
        client.setMarkedText(text, cursor: cursor ?? text.count)
        afterInput?()
        return true
    }

    /// Commits `text` (the composition ends); false when no text view has focus.
    @discardableResult
    public func commit(_ text: String) -> Bool {
        guard let client else { return false }
        client.setMarkedText("", cursor: 0)
        client.insertText(text)
        afterInput?()
        return true
    }

    /// Commits `text` without a frame after it (`TestWindow.type` sends several, then one frame).
    func deliver(_ text: String) {
        guard let client else { return }
        client.insertText(text)
    }

    /// The text around the cursor, as the focused view reports it to input methods.
    public var surroundingText: (text: String, cursor: Int)? { client?.surroundingText }
}
