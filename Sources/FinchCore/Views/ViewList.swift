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
}

/// Views whose content is a list of several views for the container they are in.
@MainActor
protocol ViewListContent {
    var viewList: any ViewList { get }
}

extension View {
    /// This view as its container's children: its own list, or a list of one.
    var asViewList: any ViewList {
        if let content = self as? any ViewListContent { return content.viewList }
        return SingleViewList(view: self, id: AnyHashable(FixedElementID(index: 0)))
    }
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
    func id(at index: Int) -> AnyHashable { identity }
    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        inputs.build(view, identity: .explicit(identity))
    }
}

/// Several lists one after another; fixed views take their position in the whole as their id.
struct ConcatenatedViewList: ViewList {
    let parts: [any ViewList]
    /// Where each part starts.
    private let starts: [Int]
    let count: Int

    init(_ views: [any View]) {
        var parts: [any ViewList] = []
        var starts: [Int] = []
        var total = 0
        for view in views {
            let list: any ViewList =
                (view as? any ViewListContent)?.viewList
                ?? Self.single(view, id: AnyHashable(FixedElementID(index: total)))
            starts.append(total)
            parts.append(list)
            total += list.count
        }
        self.parts = parts
        self.starts = starts
        self.count = total
    }

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
        return (parts[low], index - starts[low])
    }

    func id(at index: Int) -> AnyHashable {
        let (part, local) = locate(index)
        return part.id(at: local)
    }

    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        let (part, local) = locate(index)
        return part.buildElement(at: local, in: inputs)
    }
}

/// No views (an absent optional, an empty group).
struct EmptyViewList: ViewList {
    var count: Int { 0 }
    func id(at index: Int) -> AnyHashable { AnyHashable(FixedElementID(index: index)) }
    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] { [] }
}

extension ForEach: ViewListContent {
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
}

extension Group: ViewListContent {
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
