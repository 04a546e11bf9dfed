import Foundation

/// A view that takes text from the keyboard and from input methods (a text field, a text editor).
///
/// When such a view has focus, the host routes text to it: characters the input method commits,
/// the composition it shows while the user types (preedit: "か" becoming "漢字"), deletions, and the
/// text around the cursor the input method may ask for. Offsets count characters (grapheme clusters).
@MainActor
package protocol TextInputClient: AnyObject {
    /// Committed text, inserted at the cursor (replacing any composition).
    func insertText(_ text: String)
    /// The input method's composition, shown at the cursor but not yet part of the text; the cursor
    /// sits at `cursor` characters into it. An empty text ends the composition.
    func setMarkedText(_ text: String, cursor: Int)
    /// Deletes the character before the cursor (Backspace).
    func deleteBackward()
    /// Where the cursor is, in window points: the input method places its candidate window there.
    var caretRect: CGRect { get }
    /// The text around the cursor and the cursor's place in it, for input methods that look at context.
    var surroundingText: (text: String, cursor: Int) { get }
    /// Deletes `count` characters starting `offset` characters from the cursor (negative: before it).
    func deleteSurrounding(offset: Int, count: Int)
    /// An editing key the input method did not take (arrows, Backspace, Return, Ctrl+C…): true when
    /// the client used it. Tab never comes here (it moves focus).
    func handleKey(_ event: KeyEvent) -> Bool
    /// Focus reached the client (true) or left it (false).
    func textInputFocusChanged(_ hasFocus: Bool)
}

extension TextInputClient {
    public func handleKey(_ event: KeyEvent) -> Bool { false }
    public func textInputFocusChanged(_ hasFocus: Bool) {}
}

/// What a host does for text input: it is told when a text client gains and loses focus, and when the
/// cursor moves. The GTK host implements it with a `GtkIMContext`; `TestWindow` with a test input method.
@MainActor
package protocol TextInputHost: AnyObject {
    /// `client` gained focus: text and compositions go to it from now on.
    func beginTextInput(for client: any TextInputClient)
    /// The focused client lost focus (or went away): no text goes anywhere.
    func endTextInput()
    /// The focused client's cursor moved to `rect` (window points).
    func caretMoved(to rect: CGRect)
}
