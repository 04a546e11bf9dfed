import Foundation

/// A view that takes drops (`onDrop`), kept in its modifier's graph node so it is the same object through
/// re-evaluations: each evaluation gives it the latest types, binding and action. It remembers whether the
/// drag in progress is over it (`isEntered`) and what it last proposed.
@MainActor
final class DropTarget: NodeStorageKey {
    typealias Value = DropTarget

    enum Action {
        case perform(@MainActor ([NSItemProvider], CGPoint) -> Bool)
        case delegate(any DropDelegate)
    }

    var types: [String] = []
    var isTargeted: Binding<Bool>?
    var action: Action = .perform { _, _ in false }
    private(set) var isEntered = false
    private var lastProposal: DropProposal?

    /// Whether the drag carries one of this view's types.
    func accepts(_ items: DragItems) -> Bool { items.offers(anyOf: types) }

    /// Asked as a drag enters: a delegate may refuse it.
    func validate(_ info: DropInfo) -> Bool {
        guard case .delegate(let delegate) = action else { return true }
        return delegate.validateDrop(info: info)
    }

    func enter(_ info: DropInfo) {
        guard !isEntered else { return }
        isEntered = true
        lastProposal = nil
        if isTargeted?.wrappedValue != true { isTargeted?.wrappedValue = true }
        if case .delegate(let delegate) = action { delegate.dropEntered(info: info) }
    }

    /// What a drop at `info.location` would do: the delegate's proposal (nil keeps the last, `.copy` at first).
    func update(_ info: DropInfo) -> DropOperation {
        if case .delegate(let delegate) = action, let proposal = delegate.dropUpdated(info: info) {
            lastProposal = proposal
        }
        return (lastProposal ?? DropProposal(operation: .copy)).operation
    }

    func exit(_ info: DropInfo) {
        guard isEntered else { return }
        isEntered = false
        if isTargeted?.wrappedValue != false { isTargeted?.wrappedValue = false }
        if case .delegate(let delegate) = action { delegate.dropExited(info: info) }
    }

    /// Runs the drop action; true when it took the drop.
    func perform(_ info: DropInfo) -> Bool {
        switch action {
        case .perform(let perform):
            return perform(info.itemProviders(for: types), info.location)
        case .delegate(let delegate):
            return delegate.performDrop(info: info)
        }
    }
}

/// Marks where drops are taken: the drag's hit path is searched for these, innermost first.
final class DropNode: WrapperNode {
    let target: DropTarget

    init(child: LayoutNode, target: DropTarget) {
        self.target = target
        super.init(child: child)
    }
}

/// `onDrop(of:isTargeted:perform:)` and `onDrop(of:delegate:)`.
struct _DropModifier: ViewModifier, PrimitiveModifier {
    let types: [String]
    let isTargeted: Binding<Bool>?
    let action: DropTarget.Action

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let target = inputs.node.stored(DropTarget.self) { DropTarget() }
        target.types = types
        target.isTargeted = isTargeted
        target.action = action
        let wrapper = NodeWrapper { DropNode(child: $0, target: target) }
        return wrapper.outputs(wrapping: content(inputs.outsideStack))
    }
}
