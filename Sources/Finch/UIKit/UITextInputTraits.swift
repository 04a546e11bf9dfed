import Foundation

/// The return key's label (UIKit's); Finch's keyboard is the desktop's, so it is kept and not shown.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether a text input corrects spelling as typed (UIKit's); kept, as Finch corrects nothing.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// What a text change replaced, as UIKit's delegates are asked before a change: the range of the old text
/// (in UTF-16 units, as `NSRange`s count) and the new text put there.
struct TextReplacement {
    let range: NSRange
    let text: String

    /// The smallest change that turns `old` into `new`: what lies between their common start and end.
    init(from old: String, to new: String) {
        let (a, b) = (Array(old.utf16), Array(new.utf16))
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var end = 0
        while end < a.count - start, end < b.count - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
        range = NSRange(location: start, length: a.count - start - end)
        text = String(decoding: b[start..<(b.count - end)], as: UTF16.self)
    }
}

/// The keyboard focus a text view or field asks for (`becomeFirstResponder()`) and has: the editor it shows
/// takes the focus when a new request wants it, and reports gaining or losing it.
struct FirstResponderState {
    /// Whether the view should hold the focus, and a count of requests so a repeated one is seen.
    private(set) var wanted = false
    private(set) var requests = 0
    /// Whether its editor has the focus now.
    private(set) var has = false

    mutating func request(_ wanted: Bool) {
        self.wanted = wanted
        requests += 1
    }

    /// The editor gained or lost the focus; false when that is no change.
    mutating func changed(to focused: Bool) -> Bool {
        guard focused != has else { return false }
        has = focused
        wanted = focused
        return true
    }
}
