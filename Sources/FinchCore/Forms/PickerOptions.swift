import Foundation

/// A picker's content as options: each child's tag and how to build its label, read without
/// building the children (their `.tag` traits, as SwiftUI's view traits, set on them or in their body).
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

    let list: any ViewList
    let options: [Option]

    init<SelectionValue: Hashable>(_ list: any ViewList, selecting: SelectionValue.Type) {
        self.list = list
        // An option's `.tag` may be set inside its own view's body.
        let probe = TraitProbe.current()
        options = (0..<list.count).map { index in
            // A tag of another type than the selection's cannot be chosen, as in SwiftUI.
            if let tag = probe.traits(of: list.view(at: index), id: list.id(at: index)).tag {
                return Option(tag: tag.base is SelectionValue ? tag : nil, index: index)
            }
            let id = list.id(at: index)
            return Option(tag: id.base is SelectionValue ? id : nil, index: index)
        }
    }

    var count: Int { options.count }

    /// The option whose tag is `value`, if any.
    func index(of value: AnyHashable) -> Int? {
        options.firstIndex { $0.tag == value }
    }

    /// Option `index`'s label, built where this view is.
    func label(at index: Int) -> ViewListElement {
        ViewListElement(list: list, index: options[index].index)
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
