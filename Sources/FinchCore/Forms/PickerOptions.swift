import Foundation

/// A picker's content as options: each built option's tag (its `.tag` trait, set on it or in its
/// body, as SwiftUI's view traits) and its label.
///
/// A child with no `.tag` is tagged with its `ForEach` id when that id's type is the selection's
/// type, as SwiftUI does; any other untagged child is shown but cannot be chosen.
@MainActor
struct PickerOptions {
    struct Option {
        /// The value choosing this option gives the selection (nil: it cannot be chosen).
        let tag: AnyHashable?
        let index: Int
    }

    /// The options as built in the picker's node (their views, placed once where the picker shows them).
    let children: [ViewListChild]
    let options: [Option]

    init<SelectionValue: Hashable>(_ children: [ViewListChild], selecting: SelectionValue.Type) {
        self.children = children
        options = children.map { child in
            // A tag of another type than the selection's cannot be chosen, as in SwiftUI.
            let tag = child.traits.tag ?? child.id
            return Option(tag: tag.base is SelectionValue ? tag : nil, index: child.index)
        }
    }

    var count: Int { options.count }

    /// The option whose tag is `value`, if any.
    func index(of value: AnyHashable) -> Int? {
        options.firstIndex { $0.tag == value }
    }

    /// Option `index`'s label as the picker built it: place it once (the picker's own row or segments).
    func label(at index: Int) -> ViewListChild {
        children[index]
    }

    /// A new copy of option `index`'s label, for places other than the picker's own (a menu's items,
    /// a page of options): built where this view is.
    func labelCopy(at index: Int) -> ViewListElement? {
        children[index].copy
    }

    /// Whether option `index` can be chosen.
    func isChoosable(_ index: Int) -> Bool {
        options.indices.contains(index) && options[index].tag != nil
    }

    /// The nearest choosable option from `index` going `step` at a time, or nil past the ends.
    func nextChoosable(from index: Int?, step: Int) -> Int? {
        var candidate = index.map { $0 + step } ?? (step > 0 ? 0 : count - 1)
        while options.indices.contains(candidate) {
            if isChoosable(candidate) { return candidate }
            candidate += step
        }
        return nil
    }
}

/// What a picker's look needs: the options, which is chosen, and how to choose one.
@MainActor
struct PickerModel {
    let options: PickerOptions
    /// The chosen option (nil: the selection matches no option's tag).
    let selectedIndex: Int?
    /// Sets the selection to option `index`'s tag (animated as the look chooses).
    let choose: @MainActor (Int) -> Void

    /// Chooses the next (or previous) choosable option: the arrow keys.
    func step(by step: Int) -> Bool {
        guard let next = options.nextChoosable(from: selectedIndex, step: step) else { return false }
        choose(next)
        return true
    }
}
