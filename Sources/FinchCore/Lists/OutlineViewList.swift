import Foundation

/// An outline as its container's children: its top-level elements (each a disclosure group over its
/// descendants), and what a `List` shows instead, a row for each element its expansion shows.
struct OutlineViewList: ViewList {
    let base: any ViewList
    /// The rows of every element shown when the parents in the set are expanded.
    let rows: @MainActor (Binding<Set<AnyHashable>>) -> any ViewList

    var count: Int { base.count }
    func id(at index: Int) -> AnyHashable { base.id(at: index) }
    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] { base.buildElement(at: index, in: inputs) }
    func view(at index: Int) -> any View { base.view(at: index) }
    var uniformElementType: (any View.Type)? { base.uniformElementType }
}

/// A view list that modifies the elements of another (`ModifiedViewList`): a list looks through it for
/// the outlines inside.
@MainActor
protocol WrappingViewList {
    var wrapped: any ViewList { get }
    func wrapping(_ list: any ViewList) -> any ViewList
}

extension ModifiedViewList: WrappingViewList {
    var wrapped: any ViewList { base }
    func wrapping(_ list: any ViewList) -> any ViewList { ModifiedViewList(base: list, modifier: modifier) }
}

extension ViewList {
    /// This list with each outline in it as its rows, expanded as `expansion` says (itself when it holds
    /// no outline).
    func outlinesAsRows(_ expansion: Binding<Set<AnyHashable>>) -> any ViewList {
        guard containsOutline else { return self }
        if let outline = self as? OutlineViewList { return outline.rows(expansion) }
        if let wrapper = self as? any WrappingViewList {
            return wrapper.wrapping(wrapper.wrapped.outlinesAsRows(expansion))
        }
        return ConcatenatedViewList(lists: parts.map { $0.outlinesAsRows(expansion) })
    }

    /// Whether an outline is in this list, directly, modified or among its parts.
    private var containsOutline: Bool {
        if self is OutlineViewList { return true }
        if let wrapper = self as? any WrappingViewList { return wrapper.wrapped.containsOutline }
        // Only a concatenation has other lists as parts (and its parts are never concatenations).
        guard self is ConcatenatedViewList else { return false }
        return parts.contains { $0.containsOutline }
    }
}
