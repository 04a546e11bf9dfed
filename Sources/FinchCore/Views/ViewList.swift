import Foundation

/// A container's children as a list, the role of SwiftUI's view lists and Flutter's child delegates:
/// it can be counted, each element identified by its id, and each built on demand. A lazy container
/// builds through it only the elements it shows, and never looks at the others.
///
/// `ForEach` is the list of its elements; `Group`, `TupleView` and conditionals concatenate the lists
/// of what they hold; any other view is a list of one.
@MainActor
protocol ViewList {
    /// How many elements there are.
    ///
    /// - Complexity: O(number of segments) for a concatenation; O(1) for a `ForEach`.
    var count: Int { get }
    /// The identity of element `index` (a `ForEach` element's id; a fixed view's position).
    func id(at index: Int) -> AnyHashable
    /// Builds element `index` as a child of `inputs.node`, identified by `id(at:)`.
    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode]
    /// The view of element `index` (a list looks at it to find its sections).
    func view(at index: Int) -> any View
    /// The type of every element, when all have one (a `ForEach`'s content): a list learns whether they
    /// are sections without making each.
    var uniformElementType: (any View.Type)? { get }
    /// The lists this one is a concatenation of, in order (itself, when it is not one).
    var parts: [any ViewList] { get }
    /// What a list may do to element `index` (delete it, move it), when it comes from a `ForEach` with
    /// `onDelete` or `onMove`.
    func editing(at index: Int) -> ListRowEditing?
    /// The element `ScrollViewProxy.scrollTo(id)` means: the one identified by `id`, or, in a list
    /// whose items wrap their rows (a `List`'s sections), the row whose own id is `id`.
    func index(ofScrollTarget id: AnyHashable) -> Int?
}

extension ViewList {
    func index(ofScrollTarget id: AnyHashable) -> Int? {
        (0..<count).first { self.id(at: $0) == id }
    }

    var uniformElementType: (any View.Type)? { nil }
    var parts: [any ViewList] { [self] }
    func editing(at index: Int) -> ListRowEditing? { nil }
}

/// Views whose content is a list of several views for the container they are in.
@MainActor
protocol ViewListContent {
    var viewList: any ViewList { get }
}

extension View {
    /// This view as its container's children: its own list, or a list of one.
    var asViewList: any ViewList {
        ownViewList ?? SingleViewList(view: self, id: AnyHashable(FixedElementID(index: 0)))
    }

    /// The list this view stands for, when it is several views (nil: a view of its own).
    var ownViewList: (any ViewList)? {
        if let content = self as? any ViewListContent { return content.viewList }
        if let modified = self as? any ModifiedViewListContent { return modified.modifiedViewList }
        return nil
    }
}

/// A modified view that is several views when its content is (`ForEach { … }.padding()`): the
/// modifier then applies to each, as in SwiftUI.
@MainActor
protocol ModifiedViewListContent {
    var modifiedViewList: (any ViewList)? { get }
}

extension ModifiedContent: ModifiedViewListContent where Content: View, Modifier: ViewModifier {
    var modifiedViewList: (any ViewList)? {
        guard let list = content.ownViewList else { return nil }
        return ModifiedViewList(base: list, modifier: modifier)
    }
}

/// Each element of `base` with `modifier` applied, identified as in `base`.
struct ModifiedViewList<Modifier: ViewModifier>: ViewList {
    let base: any ViewList
    let modifier: Modifier

    var count: Int { base.count }
    func id(at index: Int) -> AnyHashable { base.id(at: index) }

    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        let element = ModifiedContent(content: ViewListElement(list: base, index: index), modifier: modifier)
        return inputs.build(element, identity: .explicit(base.id(at: index)))
    }

    func view(at index: Int) -> any View {
        ModifiedContent(content: AnyView(erasing: base.view(at: index)), modifier: modifier)
    }

    func editing(at index: Int) -> ListRowEditing? { base.editing(at: index) }
}

/// The identity of a view that is not a `ForEach` element: its place in the list.
struct FixedElementID: Hashable {
    let index: Int
}

/// One view.
struct SingleViewList<V: View>: ViewList {
    let view: V
    let identity: AnyHashable

    init(view: V, id: AnyHashable) {
        self.view = view
        self.identity = id
    }

    var count: Int { 1 }
    var uniformElementType: (any View.Type)? { V.self }
    func id(at index: Int) -> AnyHashable { identity }
    func view(at index: Int) -> any View { view }
    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        inputs.build(view, identity: .explicit(identity))
    }
}

/// Several lists one after another; fixed views take their position in the whole as their id.
struct ConcatenatedViewList: ViewList {
    private let lists: [any ViewList]
    /// Where each part starts.
    private let starts: [Int]
    let count: Int

    init(_ views: [any View]) {
        var parts: [any ViewList] = []
        var starts: [Int] = []
        var total = 0
        for view in views {
            let list: any ViewList =
                view.ownViewList ?? Self.single(view, id: AnyHashable(FixedElementID(index: total)))
            starts.append(total)
            parts.append(list)
            total += list.count
        }
        self.lists = parts
        self.starts = starts
        self.count = total
    }

    /// The lists one after another.
    init(lists: [any ViewList]) {
        var starts: [Int] = []
        var total = 0
        for list in lists {
            starts.append(total)
            total += list.count
        }
        self.lists = lists
        self.starts = starts
        self.count = total
    }

    var parts: [any ViewList] { lists.flatMap(\.parts) }

    private static func single(_ view: any View, id: AnyHashable) -> any ViewList {
        func open<V: View>(_ view: V) -> any ViewList { SingleViewList(view: view, id: id) }
        return open(view)
    }

    /// The part holding element `index` and the element's index inside it.
    ///
    /// - Complexity: O(log number of parts).
    private func locate(_ index: Int) -> (part: any ViewList, index: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (lists[low], index - starts[low])
    }

    func id(at index: Int) -> AnyHashable {
        let (part, local) = locate(index)
        return part.id(at: local)
    }

    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        let (part, local) = locate(index)
        return part.buildElement(at: local, in: inputs)
    }

    func view(at index: Int) -> any View {
        let (part, local) = locate(index)
        return part.view(at: local)
    }

    func editing(at index: Int) -> ListRowEditing? {
        let (part, local) = locate(index)
        return part.editing(at: local)
    }
}

/// No views (an absent optional, an empty group).
struct EmptyViewList: ViewList {
    var count: Int { 0 }
    var parts: [any ViewList] { [] }
    func id(at index: Int) -> AnyHashable { AnyHashable(FixedElementID(index: index)) }
    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] { [] }
    func view(at index: Int) -> any View { EmptyView() }
}

extension ForEach: ViewListContent where Content: View {
    var viewList: any ViewList { ForEachViewList(forEach: self) }
}

/// A `ForEach`'s elements, built one at a time.
struct ForEachViewList<Data: RandomAccessCollection, ID: Hashable, Content: View>: ViewList {
    let forEach: ForEach<Data, ID, Content>

    var count: Int { forEach.data.count }

    private func element(at index: Int) -> Data.Element {
        forEach.data[forEach.data.index(forEach.data.startIndex, offsetBy: index)]
    }

    func id(at index: Int) -> AnyHashable {
        AnyHashable(forEach.idOf(element(at: index)))
    }

    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        let element = element(at: index)
        return inputs.build(forEach.content(element), identity: .explicit(AnyHashable(forEach.idOf(element))))
    }

    func view(at index: Int) -> any View { forEach.content(element(at: index)) }
    var uniformElementType: (any View.Type)? { Content.self }
}

extension Group: ViewListContent where Content: View {
    var viewList: any ViewList { content.asViewList }
}

extension TupleView: ViewListContent {
    var viewList: any ViewList { ConcatenatedViewList(children) }
}

extension Optional: ViewListContent where Wrapped: View {
    var viewList: any ViewList {
        guard let view = self else { return EmptyViewList() }
        return view.asViewList
    }
}

extension _ConditionalContent: ViewListContent {
    var viewList: any ViewList {
        switch storage {
        case .trueContent(let view): return view.asViewList
        case .falseContent(let view): return view.asViewList
        }
    }
}

extension EmptyView: ViewListContent {
    var viewList: any ViewList { EmptyViewList() }
}
