import CGtk
import FinchCore
import Foundation

/// What one window keeps for text input: its input-method context, the key controller the context is
/// attached to while a text view has focus, the signal handlers to disconnect when the window closes,
/// and the text view that has focus.
struct GTKTextInputState {
    /// The window's `GtkIMMulticontext` (owned: one reference, released when the window closes).
    var context: UnsafeMutablePointer<GtkIMContext>?
    /// The drawing area's `GtkEventControllerKey` (one reference held while the window is open).
    var keys: OpaquePointer?
    /// Every signal handler connected here, with the object it is on (one reference held on each).
    var handlers: [(object: UnsafeMutableRawPointer, id: gulong)] = []
    /// The focused text view; nil while none has focus (the context is then detached from the keys).
    weak var client: (any TextInputClient)?
    /// The composition last shown in the client, so an unchanged one is not sent again and one left
    /// over when focus moves is cleared.
    var preedit = (text: "", cursor: 0)
}

/// Text input through a `GtkIMContext`: the window is its graph's `TextInputHost`.
///
/// One `GtkIMMulticontext` per window (GTK picks the input method: IBus, Wayland's text-input, or the
/// simple context with compose sequences and Ctrl+Shift+U), its client widget the drawing area, so
/// cursor locations are in window points. While a text view has focus the context is attached to the
/// area's key controller (`gtk_event_controller_key_set_im_context`) and focused in: key presses go
/// through the input method first, and only those it does not take (Backspace, Tab, Return, shortcuts)
/// reach `key-pressed` and the graph. While none has focus the context is detached and focused out, so
/// it takes no keys at all: Space and Return activate buttons as before.
///
/// Signals: `commit` inserts text; `preedit-start`/`-changed`/`-end` show the composition (the cursor
/// converted from Unicode scalars to characters); `retrieve-surrounding` answers with the client's
/// surrounding text (UTF-8 byte offsets); `delete-surrounding` deletes around the cursor (scalars
/// converted to characters). After each change the window asks for a frame. The area's focus
/// (`GtkEventControllerFocus`) focuses the context in and out while a text view has focus, as the
/// window gains and loses the keyboard.
extension GTKWindow: TextInputHost {
    /// Makes the window's input-method context and becomes the graph's text input host. `keys` is the
    /// drawing area's key controller.
    func installTextInput(on keys: OpaquePointer) {
        guard let context = gtk_im_multicontext_new() else { return }
        gtk_im_context_set_client_widget(context, area)
        textInput.context = context
        g_object_ref(UnsafeMutableRawPointer(keys))
        textInput.keys = keys
        let user = Unmanaged.passUnretained(self).toOpaque()
        let object = UnsafeMutableRawPointer(context)
        connect(object, "commit", unsafeBitCast(onCommit, to: GCallback.self), user)
        connect(object, "preedit-start", unsafeBitCast(onPreeditChanged, to: GCallback.self), user)
        connect(object, "preedit-changed", unsafeBitCast(onPreeditChanged, to: GCallback.self), user)
        connect(object, "preedit-end", unsafeBitCast(onPreeditEnded, to: GCallback.self), user)
        connect(object, "retrieve-surrounding", unsafeBitCast(onRetrieveSurrounding, to: GCallback.self), user)
        connect(object, "delete-surrounding", unsafeBitCast(onDeleteSurrounding, to: GCallback.self), user)
        if let focus = gtk_event_controller_focus_new() {
            let focusObject = UnsafeMutableRawPointer(focus)
            connect(focusObject, "enter", unsafeBitCast(onAreaFocus, to: GCallback.self), user)
            connect(focusObject, "leave", unsafeBitCast(onAreaUnfocus, to: GCallback.self), user)
            gtk_widget_add_controller(area, finch_gtk_event_controller(focusObject))
        }
        graph.textInputHost = self
        if let clipboard = GTKClipboard.shared(for: area) { graph.clipboard = clipboard }
    }

    /// The window closed: no handler fires again, the context is released and the key controller let go.
    func tearDownTextInput() {
        graph.textInputHost = nil
        for handler in textInput.handlers {
            g_signal_handler_disconnect(handler.object, handler.id)
            g_object_unref(handler.object)
        }
        textInput.handlers = []
        if let context = textInput.context {
            if textInput.client != nil { gtk_im_context_focus_out(context) }
            if let keys = textInput.keys { gtk_event_controller_key_set_im_context(keyController(keys), nil) }
            gtk_im_context_set_client_widget(context, nil)
            g_object_unref(UnsafeMutableRawPointer(context))
        }
        if let keys = textInput.keys { g_object_unref(UnsafeMutableRawPointer(keys)) }
        textInput = GTKTextInputState()
    }

    /// Kept in `input` (`GTKWindow+Input.swift`), as the rest of the window's input state.
    private var textInput: GTKTextInputState {
        get { input.textInput }
        set { input.textInput = newValue }
    }

    // MARK: TextInputHost

    func beginTextInput(for client: any TextInputClient) {
        guard !isClosed, let context = textInput.context, let keys = textInput.keys else { return }
        if let current = textInput.client {
            // Already typing into it: attaching again would reset a composition in progress.
            guard current !== client else {
                caretMoved(to: client.caretRect)
                return
            }
            // Focus moved from one text view to another: the first one's composition ends with it.
            endTextInput()
        }
        textInput.client = client
        gtk_event_controller_key_set_im_context(keyController(keys), context)
        gtk_im_context_focus_in(context)
        caretMoved(to: client.caretRect)
    }

    func endTextInput() {
        guard let context = textInput.context, let keys = textInput.keys, let client = textInput.client else {
            textInput.client = nil
            return
        }
        // Resetting ends a composition in progress (its preedit signals still reach the client).
        gtk_im_context_focus_out(context)
        gtk_im_context_reset(context)
        gtk_event_controller_key_set_im_context(keyController(keys), nil)
        if !textInput.preedit.text.isEmpty {
            textInput.preedit = ("", 0)
            client.setMarkedText("", cursor: 0)
            afterInput()
        }
        textInput.client = nil
    }

    func caretMoved(to rect: CGRect) {
        guard let context = textInput.context, textInput.client != nil, let area = Self.rectangle(rect) else { return }
        withUnsafePointer(to: area) { gtk_im_context_set_cursor_location(context, $0) }
    }

    // MARK: Signals

    fileprivate func committed(_ text: String) {
        guard !isClosed, let client = textInput.client, !text.isEmpty else { return }
        client.insertText(text)
        afterInput()
    }

    /// `preedit-start` and `preedit-changed`: the composition is whatever the context says it is now.
    fileprivate func preeditChanged() {
        guard !isClosed, let context = textInput.context else { return }
        var string: UnsafeMutablePointer<CChar>?
        var attributes: OpaquePointer?
        var cursor: Int32 = 0
        gtk_im_context_get_preedit_string(context, &string, &attributes, &cursor)
        let text = string.map { String(cString: $0) } ?? ""
        g_free(string)
        if let attributes { pango_attr_list_unref(attributes) }
        // GTK counts the cursor in Unicode scalars; clients count characters.
        showPreedit(text, cursor: Self.characterOffset(ofScalarOffset: Int(cursor), in: text))
    }

    fileprivate func preeditEnded() {
        guard !isClosed else { return }
        showPreedit("", cursor: 0)
    }

    private func showPreedit(_ text: String, cursor: Int) {
        guard let client = textInput.client, textInput.preedit != (text, cursor) else { return }
        textInput.preedit = (text, cursor)
        client.setMarkedText(text, cursor: cursor)
        afterInput()
    }

    /// Tells the context the text around the cursor, in UTF-8 with byte offsets (no selection yet: the
    /// anchor is the cursor). False when no text view has focus.
    fileprivate func retrieveSurrounding() -> Bool {
        guard !isClosed, let context = textInput.context, let client = textInput.client else { return false }
        let (text, cursor) = client.surroundingText
        let length = text.utf8.count
        let cursorByte = text.prefix(max(cursor, 0)).utf8.count
        guard length <= Int(Int32.max) else { return false }
        text.withCString { bytes in
            gtk_im_context_set_surrounding_with_selection(
                context, bytes, Int32(length), Int32(cursorByte), Int32(cursorByte))
        }
        return true
    }

    /// Deletes `count` Unicode scalars starting `offset` scalars from the cursor, widened to whole characters.
    fileprivate func deleteSurrounding(offset: Int, count: Int) -> Bool {
        guard !isClosed, let client = textInput.client else { return false }
        guard count > 0 else { return true }
        let (text, cursor) = client.surroundingText
        let characters = Array(text)
        let cursorCharacter = min(max(cursor, 0), characters.count)
        let cursorScalar = characters[..<cursorCharacter].reduce(0) { $0 + $1.unicodeScalars.count }
        let start = Self.characterOffset(ofScalarOffset: cursorScalar + offset, in: text)
        let end = Self.characterOffset(ofScalarOffset: cursorScalar + offset + count, in: text, roundingUp: true)
        guard end > start else { return true }
        client.deleteSurrounding(offset: start - cursorCharacter, count: end - start)
        afterInput()
        return true
    }

    /// The drawing area gained or lost the keyboard (the window was focused, another window was).
    fileprivate func areaFocusChanged(hasFocus: Bool) {
        guard !isClosed, let context = textInput.context, textInput.client != nil else { return }
        if hasFocus { gtk_im_context_focus_in(context) } else { gtk_im_context_focus_out(context) }
    }

    // MARK: Helpers

    private func connect(_ object: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback, _ user: gpointer) {
        let id = finch_g_signal_connect(object, signal, handler, user)
        guard id != 0 else { return }
        g_object_ref(object)
        textInput.handlers.append((object, id))
    }

    private func keyController(_ keys: OpaquePointer) -> OpaquePointer? {
        finch_gtk_event_controller_key(UnsafeMutableRawPointer(keys))
    }

    /// How many whole characters of `text` the first `scalars` Unicode scalars cover (rounded down to a
    /// character boundary, or up with `roundingUp`), clamped to the text.
    static func characterOffset(ofScalarOffset scalars: Int, in text: String, roundingUp: Bool = false) -> Int {
        var covered = 0
        var characters = 0
        for character in text {
            guard covered < scalars else { break }
            let next = covered + character.unicodeScalars.count
            if next > scalars, !roundingUp { break }
            covered = next
            characters += 1
        }
        return characters
    }

    /// `rect` (window points) as GTK's integer rectangle, covering it; nil when it is not finite.
    static func rectangle(_ rect: CGRect) -> GdkRectangle? {
        let limit = CGFloat(Int32.max / 2)
        guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
            rect.height.isFinite
        else { return nil }
        let minX = min(max(rect.minX.rounded(.down), -limit), limit)
        let minY = min(max(rect.minY.rounded(.down), -limit), limit)
        let maxX = min(max(rect.maxX.rounded(.up), minX), limit)
        let maxY = min(max(rect.maxY.rounded(.up), minY), limit)
        return GdkRectangle(x: Int32(minX), y: Int32(minY), width: Int32(maxX - minX), height: Int32(maxY - minY))
    }
}

// GTK emits these signals on the main thread, from the main loop that runs on the main actor; they cross
// into it through `GTKCallback`. Each has its signal's exact C signature.

private func textInputWindow(_ context: gpointer?) -> GTKWindow? {
    context.map { Unmanaged<GTKWindow>.fromOpaque($0).takeUnretainedValue() }
}

/// `commit`: `void (GtkIMContext *, const char *str, gpointer)`.
private let onCommit: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, gpointer?) -> Void = {
    _, string, context in
    guard let string else { return }
    GTKCallback.onMainActor(string, context) { text, context in
        textInputWindow(context)?.committed(String(cString: text))
    }
}

/// `preedit-start` and `preedit-changed`: `void (GtkIMContext *, gpointer)`.
private let onPreeditChanged: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, context in
    GTKCallback.onMainActor(context) { context in textInputWindow(context)?.preeditChanged() }
}

/// `preedit-end`: `void (GtkIMContext *, gpointer)`.
private let onPreeditEnded: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, context in
    GTKCallback.onMainActor(context) { context in textInputWindow(context)?.preeditEnded() }
}

/// `retrieve-surrounding`: `gboolean (GtkIMContext *, gpointer)`.
private let onRetrieveSurrounding: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> gboolean = { _, context in
    return GTKCallback.onMainActor(context) { context in textInputWindow(context)?.retrieveSurrounding() == true ? 1 : 0
    }
}

/// `delete-surrounding`: `gboolean (GtkIMContext *, int offset, int n_chars, gpointer)`.
private let onDeleteSurrounding: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, gpointer?) -> gboolean = {
    _, offset, count, context in
    return GTKCallback.onMainActor(context) { context in
        textInputWindow(context)?.deleteSurrounding(offset: Int(offset), count: Int(count)) == true ? 1 : 0
    }
}

/// `GtkEventControllerFocus::enter`: `void (GtkEventControllerFocus *, gpointer)`.
private let onAreaFocus: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, context in
    GTKCallback.onMainActor(context) { context in textInputWindow(context)?.areaFocusChanged(hasFocus: true) }
}

/// `GtkEventControllerFocus::leave`: `void (GtkEventControllerFocus *, gpointer)`.
private let onAreaUnfocus: @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void = { _, context in
    GTKCallback.onMainActor(context) { context in textInputWindow(context)?.areaFocusChanged(hasFocus: false) }
}
