import Foundation
import Testing

@testable import FinchCore

@Suite("Text editing buffer: graphemes, words, lines, selection, compositions")
struct TextEditingBufferTests {
    @Test("Backspace and Delete remove whole characters: an emoji with a skin tone and a family are one each")
    func graphemes() {
        var buffer = TextEditingBuffer(text: "a👍🏽b👨‍👩‍👧")
        buffer.deleteBackward()
        #expect(buffer.text == "a👍🏽b")
        buffer.moveLeft(byWord: false, extending: false)
        buffer.deleteBackward()
        #expect(buffer.text == "ab")
        #expect(buffer.head == 1)
        buffer.deleteForward()
        #expect(buffer.text == "a")
        let deleted = buffer.deleteForward()
        #expect(!deleted)
    }

    @Test("A combining mark typed after a letter joins it; the caret stays on a character boundary")
    func combiningMarks() {
        var buffer = TextEditingBuffer(text: "e")
        buffer.insert("\u{301}")
        #expect(buffer.text == "é")
        #expect(buffer.head == buffer.utf8Count)
        buffer.moveLeft(byWord: false, extending: false)
        #expect(buffer.head == 0)
    }

    @Test("Ctrl+Left and Ctrl+Right move by words, skipping spaces and punctuation")
    func words() {
        var buffer = TextEditingBuffer(text: "hello, brave world", caret: 0)
        buffer.moveRight(byWord: true, extending: false)
        #expect(buffer.head == 5)
        buffer.moveRight(byWord: true, extending: false)
        #expect(buffer.head == 12)
        buffer.moveLeft(byWord: true, extending: false)
        #expect(buffer.head == 7)
        buffer.deleteBackward(byWord: true)
        #expect(buffer.text == "brave world")
    }

    @Test("Shift extends the selection from the anchor; an arrow without Shift collapses it to its edge")
    func selection() {
        var buffer = TextEditingBuffer(text: "abcdef", caret: 2)
        buffer.moveRight(byWord: false, extending: true)
        buffer.moveRight(byWord: false, extending: true)
        #expect(buffer.selection == 2..<4)
        #expect(buffer.selectedText == "cd")
        buffer.moveLeft(byWord: false, extending: false)
        #expect(buffer.selection == 2..<2)
        buffer.selectAll()
        buffer.insert("x")
        #expect(buffer.text == "x")
    }

    @Test("Words and lines around an offset (double and triple click)")
    func wordAndLineRanges() {
        let buffer = TextEditingBuffer(text: "one two\nthree four")
        #expect(buffer.wordRange(at: 5) == 4..<7)
        #expect(buffer.wordRange(at: 3) == 3..<4)
        #expect(buffer.lineRange(around: 10) == 8..<18)
        #expect(buffer.lineRange(around: 2) == 0..<7)
    }

    @Test("A composition shows in place of the selection and is not part of the text until committed")
    func composition() {
        var buffer = TextEditingBuffer(text: "ab", caret: 1)
        buffer.setMarked("かん", cursor: 2)
        #expect(buffer.text == "ab")
        #expect(buffer.displayText == "aかんb")
        #expect(buffer.markedRange == 1..<7)
        #expect(buffer.displayCaret == 7)
        buffer.insert("漢")
        #expect(buffer.text == "a漢b")
        #expect(buffer.markedRange == nil)
    }

    @Test("An input method's delete-surrounding counts characters from the caret")
    func deleteSurrounding() {
        var buffer = TextEditingBuffer(text: "ab👍🏽cd", caret: 2 + "👍🏽".utf8.count)
        buffer.deleteSurrounding(offset: -2, count: 2)
        #expect(buffer.text == "acd")
    }

    @Test("A string of 10,000 combining marks is one character: Backspace removes it at once")
    func manyCombiningMarks() {
        var buffer = TextEditingBuffer(text: "a" + String(repeating: "\u{301}", count: 10_000))
        #expect(buffer.characterCount(0..<buffer.utf8Count) == 1)
        buffer.deleteBackward()
        #expect(buffer.text.isEmpty)
    }

    @Test("Replacing the whole text from outside keeps the caret where it still fits")
    func reset() {
        var buffer = TextEditingBuffer(text: "hello", caret: 4)
        buffer.reset(to: "hi")
        #expect(buffer.head == 2)
    }
}

@Suite("Undo: typing runs undo a word at a time; other edits one by one")
struct TextUndoStackTests {
    @Test("Typed characters coalesce until a space after a word; redo goes forward again")
    func typingRuns() {
        var stack = TextUndoStack()
        var text = ""
        for character in "hi there" {
            let before = TextUndoStack.State(text: text, selection: text.utf8.count..<text.utf8.count)
            text.append(character)
            let after = TextUndoStack.State(text: text, selection: text.utf8.count..<text.utf8.count)
            stack.record(from: before, to: after, typed: String(character))
        }
        #expect(stack.undo()?.text == "hi")
        #expect(stack.undo()?.text == "")
        #expect(!stack.canUndo)
        #expect(stack.redo()?.text == "hi")
        #expect(stack.redo()?.text == "hi there")
    }
}
