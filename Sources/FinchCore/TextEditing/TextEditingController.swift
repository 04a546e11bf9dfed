import Foundation
import Observation

/// One text field's editing session: the buffer, undo, the caret's blink, clicks and keys, the
/// clipboard, and the link back to the binding. It lives in the field's `@State`, so it lasts as long
/// as the field's identity; the view hands it a new `Configuration` on every evaluation.
///
/// The view reads `revision`, so every change that shows (text, caret, selection, composition, the
/// blink, focus) evaluates the field again; the buffer itself is not observed, so the view can bring
/// it up to date with the binding while it is evaluated.
@MainActor
@Observable
final class TextEditingController: TextInputClient {
    /// What the field does with edits: set by the view each time it is evaluated.
    struct Configuration {
        /// Called with the text after every edit (a `text:` binding).
        var write: (@MainActor (String) -> Void)?
        /// For a `value:format:` field: called with the text when editing ends or Return is pressed;
        /// returns the text to show (the value formatted again, or the last valid value's text).
        var commit: (@MainActor (String) -> String)?
        /// Return was pressed (`onSubmit`, the old `onCommit:`).
        var submit: (@MainActor () -> Void)?
        /// Editing began (true) or ended (false): the old `onEditingChanged:`.
        var editingChanged: (@MainActor (Bool) -> Void)?
        /// Return inserts a line break (`TextEditor`); otherwise it submits.
        var returnInsertsNewline = false
        /// Shift+Return and Alt+Return insert a line break (a vertical `TextField`).
        var allowsNewlines = false
        /// A `SecureField`: text is drawn as bullets and cannot be copied or cut.
        var isSecure = false
        var isEnabled = true
    }

    /// Changes whenever something drawn changes; the view reads it to be evaluated again.
    private(set) var revision = 0
    private(set) var isFocused = false
    private(set) var caretVisible = true

    @ObservationIgnored private(set) var buffer = TextEditingBuffer()
    @ObservationIgnored var configuration = Configuration()
    @ObservationIgnored private var undoStack = TextUndoStack()
    /// The binding's text when last seen (or written), so a change from outside is told from ours.
    @ObservationIgnored private var lastExternal: String?
    /// The graph node that holds focus for this field (set by the focus modifier).
    @ObservationIgnored weak var focusNode: ViewNode?
    /// The text's geometry, left by the drawing node after each placement.
    @ObservationIgnored var geometry: EditableTextGeometry?
    /// How far the text is scrolled inside the field (to keep the caret in view).
    @ObservationIgnored var scrollOffset = CGPoint.zero
    @ObservationIgnored private var blinkTimer: Int?
    @ObservationIgnored private var lastActivity = 0.0
    @ObservationIgnored private var lastPress: (time: Double, location: CGPoint, count: Int)?
    /// What a drag extends: the word or line a double or triple click selected.
    @ObservationIgnored private var dragUnit: Range<Int>?
    @ObservationIgnored private var clickCount = 1
    /// The node drawing the text now (a `TextEditor` scrolls its scroll view to the caret through it).
    @ObservationIgnored weak var textNode: EditableTextNode?
    @ObservationIgnored private var revealPending = false
    /// Several lines, laid out a paragraph at a time and kept between frames.
    @ObservationIgnored let paragraphs = ParagraphLayout()

    /// A caret blink: shown for 0.6 s, hidden for 0.6 s (GTK's 1.2 s cycle); it stops, shown, after
    /// 10 s without typing, as GTK's does.
    static let blinkHalfPeriod = 0.6
    static let blinkTimeout = 10.0
    /// Clicks within this time and distance of the last count as a double (triple) click.
    static let multiClickInterval = 0.4
    static let multiClickDistance: CGFloat = 5

    init() {}

    private var graph: ViewGraph? { focusNode?.graph }
    private var now: Double { graph?.time ?? 0 }

    // MARK: The binding

    /// Brings the buffer up to date with the binding's text, when it changed from outside.
    func adopt(external text: String) {
        guard text != lastExternal else { return }
        lastExternal = text
        guard text != buffer.text else { return }
        // A value field shows its own text while it is edited; the value it was given wins otherwise.
        if configuration.commit != nil, isFocused { return }
        buffer.reset(to: text)
        // As UIKit's text fields, text set from outside (a search completion) puts the caret at its end.
        buffer.moveCaret(to: text.utf8.count)
    }

    private func changed(textChanged: Bool) {
        if textChanged, configuration.commit == nil {
            lastExternal = buffer.text
            configuration.write?(buffer.text)
        }
        lastActivity = now
        caretVisible = true
        restartBlink()
        revision &+= 1
        scheduleCaretReveal()
    }

    /// After the next placement, scrolls the scroll view the text is in (a `TextEditor`'s) as little
    /// as shows the caret.
    private func scheduleCaretReveal() {
        guard isFocused, !revealPending, let graph, textNode?.isInScrollView == true else { return }
        revealPending = true
        graph.lifecycleActions.afterNextPlacement { [weak self] in
            guard let self else { return }
            self.revealPending = false
            guard let node = self.textNode, let geometry = self.geometry else { return }
            node.reveal(geometry.caretRect(atDisplay: geometry.displayCaret(of: self.buffer)))
        }
    }

    // MARK: Editing operations

    /// Runs `edit` on the buffer, records it for undo, and tells the binding.
    private func perform(typed: String? = nil, _ edit: (inout TextEditingBuffer) -> Void) {
        let before = TextUndoStack.State(text: buffer.text, selection: buffer.selection)
        edit(&buffer)
        let after = TextUndoStack.State(text: buffer.text, selection: buffer.selection)
        if typed == nil { undoStack.breakRun() }
        undoStack.record(from: before, to: after, typed: typed)
        if typed == nil { undoStack.breakRun() }
        changed(textChanged: before.text != after.text)
    }

    private func move(_ movement: (inout TextEditingBuffer) -> Void) {
        movement(&buffer)
        undoStack.breakRun()
        changed(textChanged: false)
    }

    func insertText(_ text: String) {
        guard configuration.isEnabled else { return }
        let cleaned = fitting(sanitized(text))
        guard !cleaned.isEmpty || buffer.hasSelection else { return }
        perform(typed: cleaned) { $0.insert(cleaned) }
    }

    /// The most characters a field or editor holds. A megabyte pasted into either still lays out and
    /// takes typing (`TextInputBadInputTests`); four times that bounds what one paste can make every
    /// later layout and undo step carry. Per controller only so a test can use a small one.
    static let maximumCharacters = 4 * 1024 * 1024
    var maximumCharacters = TextEditingController.maximumCharacters

    /// `text` cut to what still fits once it replaces the selection: typing or pasting past the limit
    /// inserts what fits and drops the rest, as GTK's entries do at theirs.
    private func fitting(_ text: String) -> String {
        // Characters never outnumber UTF-8 bytes, so the common case counts no grapheme.
        if buffer.text.utf8.count + text.utf8.count <= maximumCharacters { return text }
        let kept = buffer.text.count - buffer.selectedText.count
        let room = max(0, maximumCharacters - kept)
        return text.count <= room ? text : String(text.prefix(room))
    }

    /// Text as this field takes it: line breaks become spaces in a one-line field (as GTK's entries
    /// paste), and control characters other than tabs and line breaks are dropped.
    private func sanitized(_ text: String) -> String {
        let keepsLines = configuration.returnInsertsNewline || configuration.allowsNewlines
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                result.append(keepsLines ? "\n" : " ")
            } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.properties.generalCategory == .control, character != "\t"
            {
                continue
            } else {
                result.append(character)
            }
        }
        return result
    }

    func setMarkedText(_ text: String, cursor: Int) {
        guard configuration.isEnabled else { return }
        if !text.isEmpty, buffer.hasSelection, buffer.marked.isEmpty { perform { $0.insert("") } }
        buffer.setMarked(text, cursor: cursor)
        changed(textChanged: false)
    }

    func deleteBackward() {
        guard configuration.isEnabled else { return }
        perform { $0.deleteBackward() }
    }

    func deleteSurrounding(offset: Int, count: Int) {
        perform { $0.deleteSurrounding(offset: offset, count: count) }
    }

    var caretRect: CGRect {
        guard let geometry else { return .zero }
        return geometry.windowCaretRect(atDisplay: geometry.displayCaret(of: buffer), scroll: scrollOffset)
    }

    /// The line around the caret and the caret's place in it, in characters: input methods look at
    /// a little context, and a 10,000-line editor should not hand them every line.
    var surroundingText: (text: String, cursor: Int) {
        let line = buffer.lineRange(around: buffer.head)
        return (buffer.substring(line), buffer.characterCount(line.lowerBound..<buffer.head))
    }

    /// The field was placed: the input method's candidate window follows the caret.
    func placed() {
        guard isFocused, let graph, graph.focus.focused === focusNode else { return }
        graph.focus.textInputHost?.caretMoved(to: caretRect)
    }

    // MARK: Undo, clipboard

    func undo() {
        guard let state = undoStack.undo() else { return }
        restore(state)
    }

    func redo() {
        guard let state = undoStack.redo() else { return }
        restore(state)
    }

    private func restore(_ state: TextUndoStack.State) {
        buffer.reset(to: state.text)
        buffer.select(state.selection)
        changed(textChanged: true)
    }

    func copy() {
        guard buffer.hasSelection, !configuration.isSecure else { return }
        graph?.clipboard.setText(buffer.selectedText)
    }

    func cut() {
        guard buffer.hasSelection, !configuration.isSecure, configuration.isEnabled else { return }
        copy()
        perform { $0.insert("") }
    }

    /// Pastes the clipboard's text at the selection, when it arrives (GDK answers from the main loop).
    func paste() {
        guard configuration.isEnabled, let graph else { return }
        graph.clipboard.readText { [weak self] text in
            guard let self, let text, !text.isEmpty, self.isFocused else { return }
            let cleaned = self.fitting(self.sanitized(text))
            guard !cleaned.isEmpty else { return }
            self.perform { $0.insert(cleaned) }
        }
    }

    // MARK: Focus

    /// Focus reached the field (true) or left it (false).
    func textInputFocusChanged(_ hasFocus: Bool) {
        guard hasFocus != isFocused else { return }
        isFocused = hasFocus
        if hasFocus {
            configuration.editingChanged?(true)
        } else {
            buffer.setMarked("", cursor: 0)
            commitValue()
            // Leaving a field keeps its text but not the selection's highlight, as iOS does.
            buffer.moveCaret(to: buffer.head)
            configuration.editingChanged?(false)
        }
        changed(textChanged: false)
    }

    /// Gives the field focus (a click on it).
    func requestFocus() {
        guard let node = focusNode, !isFocused else { return }
        node.graph.focus.focus(node, in: node.graph)
    }

    /// A value field turns its text into the value, and shows that value's text again.
    private func commitValue() {
        guard let commit = configuration.commit else { return }
        let shown = commit(buffer.text)
        lastExternal = shown
        if shown != buffer.text { buffer.reset(to: shown) }
    }

    private func submit() {
        commitValue()
        configuration.submit?()
        changed(textChanged: false)
    }

    // MARK: Blinking

    private func restartBlink() {
        if let blinkTimer { graph?.cancelTimer(blinkTimer) }
        blinkTimer = nil
        guard isFocused, let graph else { return }
        blinkTimer = graph.schedule(at: graph.time + Self.blinkHalfPeriod) { [weak self] in self?.blink() }
    }

    private func blink() {
        blinkTimer = nil
        guard isFocused, let graph else { return }
        if graph.time - lastActivity >= Self.blinkTimeout {
            if !caretVisible {
                caretVisible = true
                revision &+= 1
            }
            return
        }
        caretVisible.toggle()
        revision &+= 1
        blinkTimer = graph.schedule(at: graph.time + Self.blinkHalfPeriod) { [weak self] in self?.blink() }
    }

    // MARK: Pointer

    /// Shift is held with the press being handled: it extends the selection to the click.
    var pointerHoldsShift: Bool { graph?.inputRouter.pointerModifiers.contains(.shift) ?? false }

    /// A press at `point` (field coordinates): places the caret, or selects a word (double click)
    /// or the line (triple click); Shift extends the selection.
    func press(at point: CGPoint, extending: Bool) {
        guard configuration.isEnabled else { return }
        requestFocus()
        let time = now
        if let last = lastPress, time - last.time <= Self.multiClickInterval,
            hypot(point.x - last.location.x, point.y - last.location.y) <= Self.multiClickDistance
        {
            clickCount = last.count % 3 + 1
        } else {
            clickCount = 1
        }
        if extending { clickCount = 1 }
        lastPress = (time, point, clickCount)
        let offset = textOffset(at: point)
        switch clickCount {
        case 2:
            let word = buffer.wordRange(at: offset)
            dragUnit = word
            move { $0.select(word) }
        case 3:
            let line = buffer.lineRange(around: offset)
            dragUnit = line
            move { $0.select(line) }
        default:
            dragUnit = nil
            move { $0.moveCaret(to: offset, extending: extending) }
        }
    }

    /// The pointer moved while down: the selection follows it (by words or lines after a double or
    /// triple click).
    func drag(to point: CGPoint) {
        guard configuration.isEnabled else { return }
        let offset = textOffset(at: point)
        guard let unit = dragUnit else { return move { $0.moveCaret(to: offset, extending: true) } }
        let around = clickCount == 3 ? buffer.lineRange(around: offset) : buffer.wordRange(at: offset)
        // The selection grows from the unit first clicked towards the pointer, by whole units.
        if around.lowerBound < unit.lowerBound {
            move { $0.select(anchor: unit.upperBound, head: around.lowerBound) }
        } else {
            move { $0.select(anchor: unit.lowerBound, head: around.upperBound) }
        }
    }

    /// The text offset under a point in field coordinates.
    private func textOffset(at point: CGPoint) -> Int {
        guard let geometry else { return buffer.utf8Count }
        let display = geometry.offset(nearest: CGPoint(x: point.x + scrollOffset.x, y: point.y + scrollOffset.y))
        return geometry.textOffset(fromDisplay: display, in: buffer)
    }

    // MARK: Keys

    /// Editing keys: arrows, Home/End, Backspace/Delete, Return, Ctrl shortcuts. True when taken.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.phase != .up else { return false }
        let code = TextKeys.normalized(event.keyCode)
        let shift = event.modifiers.contains(.shift)
        let control = event.modifiers.contains(.control) || event.modifiers.contains(.command)
        if control, let letter = TextKeys.letter(code) { return shortcut(letter, shift: shift) }
        // While an input method composes, it owns the keys; nothing here should move under it.
        guard buffer.marked.isEmpty else { return false }
        switch code {
        case TextKeys.left: move { $0.moveLeft(byWord: control, extending: shift) }
        case TextKeys.right: move { $0.moveRight(byWord: control, extending: shift) }
        case TextKeys.home:
            let start = control ? 0 : lineStart()
            move { $0.moveCaret(to: start, extending: shift) }
        case TextKeys.end:
            let end = control ? buffer.utf8Count : lineEnd()
            move { $0.moveCaret(to: end, extending: shift) }
        case TextKeys.up, TextKeys.down: return moveVertically(down: code == TextKeys.down, extending: shift)
        case TextKeys.backspace: if configuration.isEnabled { perform { $0.deleteBackward(byWord: control) } }
        case TextKeys.delete:
            if shift, !control {
                cut()
            } else if configuration.isEnabled {
                perform { $0.deleteForward(byWord: control) }
            }
        case TextKeys.insert:
            if shift { paste() } else if control { copy() } else { return false }
        case TextKeys.returnKey: returnPressed(event.modifiers)
        case TextKeys.escape: return false
        default: return false
        }
        return true
    }

    private func shortcut(_ letter: Character, shift: Bool) -> Bool {
        switch letter {
        case "a": move { $0.selectAll() }
        case "c": copy()
        case "x": cut()
        case "v": paste()
        case "z": if shift { redo() } else { undo() }
        case "y": redo()
        default: return false
        }
        return true
    }

    private func returnPressed(_ modifiers: EventModifiers) {
        let wantsNewline =
            configuration.returnInsertsNewline
            || (configuration.allowsNewlines && (modifiers.contains(.shift) || modifiers.contains(.option)))
        if wantsNewline {
            insertText("\n")
        } else {
            submit()
        }
    }

    private func lineStart() -> Int { buffer.lineRange(around: buffer.head).lowerBound }
    private func lineEnd() -> Int { buffer.lineRange(around: buffer.head).upperBound }

    /// Up and Down move a line in a multi-line field, keeping the caret's column; in one line they
    /// go to the start and the end, as GTK's entries do.
    private func moveVertically(down: Bool, extending: Bool) -> Bool {
        guard let geometry, geometry.isMultiline else {
            move { $0.moveCaret(to: down ? $0.utf8Count : 0, extending: extending) }
            return true
        }
        let caret = geometry.caretRect(atDisplay: geometry.displayOffset(ofText: buffer.head, in: buffer))
        let x = buffer.preferredX ?? caret.minX
        let target = CGPoint(x: x, y: down ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2)
        let offset: Int
        if target.y < 0 {
            offset = 0
        } else if target.y > geometry.textHeight {
            offset = buffer.utf8Count
        } else {
            offset = geometry.textOffset(fromDisplay: geometry.offset(nearest: target), in: buffer)
        }
        move { buffer in
            buffer.moveCaret(to: offset, extending: extending, keepingPreferredX: true)
            buffer.preferredX = x
        }
        return true
    }
}
