import Foundation

/// Views built from a collection, each identified by its element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    /// Every element, each in its own graph node identified by its id.
    ///
    /// An element whose id is where it was last time reuses its graph node without a look-up: the cost
    /// of an unchanged element is making its view and comparing its id and value, nothing more.
    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let previous = node[ForEachIDs<ID>.self] ?? []
        let previousChildren = node.children
        let positional = previous.count == previousChildren.count
        var ids: [ID] = []
        ids.reserveCapacity(data.count)
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(data.count)
        for element in data {
            let id = idOf(element)
            let index = ids.count
            ids.append(id)
            let view = content(element)
            if positional, index < previous.count, previous[index] == id,
                node.reuse(previousChildren[index], for: Content.self)
            {
                nodes += previousChildren[index].update(view, inputs: inputs)
            } else {
                nodes += inputs.build(view, identity: .explicit(AnyHashable(id)))
            }
        }
        node[ForEachIDs<ID>.self] = ids
        return .concatenated(nodes)
    }
}

/// The ids of a `ForEach`'s elements at its last evaluation, in order (its children's order).
private enum ForEachIDs<ID: Hashable>: NodeStorageKey {
    typealias Value = [ID]
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range; each integer is its own id.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
