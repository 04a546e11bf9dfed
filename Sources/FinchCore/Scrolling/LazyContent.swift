import Foundation

/// Content a lazy stack can build one element at a time: a `ForEach`, or a `Group` around one.
///
/// Other content is built whole (the lazy stack then behaves as a plain stack).
@MainActor
protocol LazyContent {
    /// How many elements there are.
    var lazyCount: Int { get }
    /// The explicit id of element `index` (its identity component).
    func lazyID(at index: Int) -> AnyHashable
    /// Builds element `index` as a child of `inputs`'s node, with its explicit id as identity.
    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode]
}

extension ForEach: LazyContent {
    var lazyCount: Int { data.count }

    private func element(at index: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: index)]
    }

    func lazyID(at index: Int) -> AnyHashable {
        AnyHashable(idOf(element(at: index)))
    }

    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        let element = element(at: index)
        return inputs.build(content(element), identity: .explicit(AnyHashable(idOf(element))))
    }
}

extension Group: LazyContent where Content: LazyContent {
    var lazyCount: Int { content.lazyCount }
    func lazyID(at index: Int) -> AnyHashable { content.lazyID(at: index) }
    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] {
        content.buildElement(at: index, in: inputs)
    }
}
