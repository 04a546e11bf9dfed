import FinchUnsafe
import Foundation

/// Views built from a collection, each identified by its element's id.
///
/// As in SwiftUI, the type does not ask its content to be a view: it is a `View` when its content is
/// one, and other content kinds conform it where they are declared (MapKit's `MapContent`).
@MainActor
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public var data: Data
    public var content: (Data.Element) -> Content
    @usableFromInline package let idOf: (Data.Element) -> ID
    /// Calls its second argument with every element of its first, in order.
    ///
    /// Made in the inlinable initializer, where `Data` is known: the walk is then the collection's own
    /// code. `ForEach` itself is only ever reached through the `PrimitiveView` existential, so its own
    /// methods run unspecialized, and walking a `Range` there costs as much as the rest of a row.
    @usableFromInline let visit: (Data, (Data.Element) -> Void) -> Void

    /// Content of another kind than views: its module's initializers make it through this one (the
    /// content's builder is theirs).
    @inlinable
    package init(_ data: Data, id: KeyPath<Data.Element, ID>, makeContent content: @escaping (Data.Element) -> Content)
    {
        self.init(data, idOf: Self.identifier(id), makeContent: content)
    }

    /// Content whose ids `idOf` reads (an `Identifiable` element's `id`).
    @inlinable
    package init(
        _ data: Data, idOf: @escaping (Data.Element) -> ID, makeContent content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.idOf = idOf
        self.visit = Self.visitor()
    }

    /// Reads an element's id: a load when the key path names a stored property (or is `\.self`),
    /// where applying a key path in generic code costs as much as a row.
    @inlinable
    nonisolated static func identifier(_ id: KeyPath<Data.Element, ID>) -> (Data.Element) -> ID {
        guard let offset = MemoryLayout<Data.Element>.offset(of: id) else { return { $0[keyPath: id] } }
        return { UnsafeRuntime.load(ID.self, at: offset, in: $0) }
    }

    /// Formed in a nonisolated function, so the closure checks no executor when called (see `visit`).
    @inlinable
    nonisolated static func visitor() -> (Data, (Data.Element) -> Void) -> Void {
        { data, body in
            for element in data { body(element) }
        }
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data, id: id, makeContent: content)
    }

    /// Every element, each in its own graph node identified by its id.
    ///
    /// An element whose id is where it was last time reuses its graph node without a look-up: the cost
    /// of an unchanged element is making its view and comparing its id and value, nothing more.
    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let previous = node[ForEachIDs<ID>.self] ?? []
        // By position only while the ids are those of the children, in order.
        let reusable = previous.count == node.children.count ? previous.count : 0
        let count = data.count
        // A first build makes every element's node new: while the ids are distinct (checked as they
        // come, by their own type's hashing), each is made without looking for one by key.
        let isFirstBuild = previous.isEmpty && node.children.isEmpty
        var firstIDs = isFirstBuild ? Set<ID>(minimumCapacity: count) : []
        // The ids go to a buffer, then into the array: appending to an `[ID]` here, in unspecialized
        // code, would look up the array type's metadata for every element.
        let idBuffer = UnsafeMutablePointer<ID>.allocate(capacity: count)
        var visited = 0
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(count)
        // Read once: in this unspecialized code, reading a stored property of `self` in the loop would
        // look up `ForEach`'s generic metadata (for its field offsets) on every element.
        let idOf = idOf
        let content = content
        visit(data) { element in
            let id = idOf(element)
            let index = visited
            visited += 1
            // A collection that has more elements than its `count`: those are built by id, not kept.
            if index < count { (idBuffer + index).initialize(to: id) }
            let view = content(element)
            var child: ViewNode?
            if index < reusable, previous[index] == id { child = node.reuse(childAt: index, for: Content.self) }
            if child == nil, isFirstBuild, firstIDs.insert(id).inserted {
                child = node.newChild(for: .explicit(AnyHashable(id)), type: Content.self)
            }
            if let child {
                let made = child.update(view, inputs: inputs)
                // Most rows make one node: appended alone, not through a sequence append.
                if made.count == 1 { nodes.append(made[0]) } else { nodes += made }
            } else {
                nodes += inputs.build(view, identity: .explicit(AnyHashable(id)))
            }
        }
        let stored = min(visited, count)
        let ids = [ID](unsafeUninitializedCapacity: stored) { buffer, initialized in
            buffer.baseAddress?.moveInitialize(from: idBuffer, count: stored)
            initialized = stored
        }
        idBuffer.deallocate()
        node[ForEachIDs<ID>.self] = ids
        return .concatenated(nodes)
    }
}

/// The ids of a `ForEach`'s elements at its last evaluation, in order (its children's order).
private enum ForEachIDs<ID: Hashable>: NodeStorageKey {
    typealias Value = [ID]
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: View {
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // A closure, not `\.id`: a key path to a protocol's requirement is a computed one, which
        // `identifier(_:)` cannot read as a load, and applying it cost as much as the rest of a row.
        self.init(data, idOf: Self.identifiableIDs(), makeContent: content)
    }

    /// Formed in a nonisolated function, so the closure checks no executor when called.
    @inlinable
    nonisolated static func identifiableIDs() -> (Data.Element) -> ID { { $0.id } }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A constant range; each integer is its own id.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
