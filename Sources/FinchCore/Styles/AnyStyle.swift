import Foundation

/// A style of one control kind as the environment carries it (a progress view's, a group box's, a
/// toggle's), `Configuration` being what the kind's styles are given. Equal when it holds an equal style
/// value of one type (`ValueEquality`), so a writer whose style did not change changes nothing below it.
struct AnyStyle<Configuration>: GraphComparable {
    let style: Any
    /// True when the control draws this style's look itself (its default), with its own views' types.
    let drawsDefault: Bool
    let makeBody: @MainActor (Configuration) -> AnyView

    init(style: Any, drawsDefault: Bool, makeBody: @escaping @MainActor (Configuration) -> AnyView) {
        self.style = style
        self.drawsDefault = drawsDefault
        self.makeBody = makeBody
    }

    func isGraphEqual(to other: AnyStyle) -> Bool {
        ValueEquality.areEqual(style, other.style)
    }
}

/// The styles of one kind set around a view, innermost last: the innermost draws, and its body sees the
/// others (`removingInnermost`), so a control made from a configuration inside it is drawn by the next.
struct StyleStack<Configuration>: GraphComparable {
    var styles: [AnyStyle<Configuration>] = []

    /// The style that draws here: the innermost, unless it is the control's own default.
    var drawing: AnyStyle<Configuration>? {
        guard let innermost = styles.last, !innermost.drawsDefault else { return nil }
        return innermost
    }

    mutating func removeInnermost() {
        if !styles.isEmpty { styles.removeLast() }
    }

    func isGraphEqual(to other: StyleStack) -> Bool {
        guard styles.count == other.styles.count else { return false }
        for index in styles.indices where !styles[index].isGraphEqual(to: other.styles[index]) { return false }
        return true
    }
}
