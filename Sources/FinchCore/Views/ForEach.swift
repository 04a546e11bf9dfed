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

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        var nodes: [LayoutNode] = []
        for element in data {
            nodes += inputs.build(content(element), identity: .explicit(AnyHashable(idOf(element))))
        }
        return .concatenated(nodes)
    }
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
