import Foundation

/// A value that flows up the view tree from children to ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Sets a preference value for its content, as `.preference(key:value:)`.
struct _PreferenceWriter<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let value: Key.Value

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let id = ObjectIdentifier(Key.self)
        let previous = node.preferenceValue(for: id)
        node.setPreferenceValue(value, for: id)
        if previous.map({ !ValueEquality.areEqual($0, value) }) ?? true {
            node.graph.preferences.changed(key: id)
        }
        return .concatenated(content(inputs))
    }
}

/// Calls an action when the reduced preference of its content changes, as `onPreferenceChange`.
struct _PreferenceChangeReader<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let holder: PreferenceReader<Key.Value>
        if let existing = node[PreferenceReader<Key.Value>.self] {
            holder = existing
        } else {
            holder = PreferenceReader<Key.Value>()
            node[PreferenceReader<Key.Value>.self] = holder
            node.graph.preferences.add(node, key: ObjectIdentifier(Key.self)) { [weak node, holder] in
                guard let node else { return }
                let value = node.preference(Key.self)
                if holder.last != value {
                    holder.last = value
                    // The action may write state: it runs after the phase, with the appear actions.
                    if let action = holder.action { node.graph.enqueue { action(value) } }
                }
            }
        }
        holder.action = action
        return .concatenated(content(inputs))
    }
}

/// The last value a preference reader saw and the action to call.
@MainActor
final class PreferenceReader<Watched>: NodeStorageKey {
    typealias Value = PreferenceReader<Watched>
    var last: Watched?
    var action: ((Watched) -> Void)?
}

/// Builds a layer from the reduced preference of its content, as `overlayPreferenceValue`.
struct _PreferenceLayer<Key: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    let alignment: Alignment
    let inFront: Bool
    let transform: (Key.Value) -> Layer
    /// A list row's separator layer: placed below the row from its first text (`ListRowSeparatorNode`).
    var isListRowSeparator = false

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let node = inputs.node
        let primaries = content(inputs.outsideStack)
        // A value seen after placement wins over the one found now: views that a geometry reader
        // builds while placing are not there yet, and their preferences would be missed again each
        // time, the layer never settling.
        let pending = node[PreferenceLayerPending.self].flatMap { $0 as? Key.Value }
        node[PreferenceLayerPending.self] = nil
        let value = pending ?? node.child(at: .index(0))?.preference(Key.self) ?? Key.defaultValue
        _ = inputs.outsideStack.build(transform(value), identity: .index(1))
        if node[PreferenceLayerValue.self] == nil {
            node.graph.preferences.add(node, key: ObjectIdentifier(Key.self)) { [weak node] in
                // Evaluated again when the content's preference no longer matches the layer's.
                guard let node, let used = node[PreferenceLayerValue.self] else { return }
                let current = node.child(at: .index(0))?.preference(Key.self) ?? Key.defaultValue
                if !ValueEquality.areEqual(used, current) {
                    node[PreferenceLayerPending.self] = current
                    node.graph.invalidate(node)
                }
            }
        }
        node[PreferenceLayerValue.self] = value
        _ = primaries
        let assembler = PreferenceLayerAssembler(
            alignment: alignment, inFront: inFront, isListRowSeparator: isListRowSeparator)
        return ViewOutputs(assembler.assemble(from: node), assembly: .custom(assembler))
    }
}

/// The preference value a preference layer was last built from.
private enum PreferenceLayerValue: NodeStorageKey {
    typealias Value = Any
}

/// The value a preference layer's content had after the last placement, when it differed from the
/// layer's: the next evaluation builds the layer from it.
private enum PreferenceLayerPending: NodeStorageKey {
    typealias Value = Any
}

/// Puts the one layer (child 1) over or under each node of the content (child 0).
private final class PreferenceLayerAssembler: OutputAssembler {
    let alignment: Alignment
    let inFront: Bool
    let isListRowSeparator: Bool

    init(alignment: Alignment, inFront: Bool, isListRowSeparator: Bool) {
        self.alignment = alignment
        self.inFront = inFront
        self.isListRowSeparator = isListRowSeparator
    }

    func assemble(from node: ViewNode) -> [LayoutNode] {
        let primaries = node.child(at: .index(0))?.outputs ?? []
        let layer = node.child(at: .index(1))?.outputs ?? []
        if isListRowSeparator {
            return primaries.map { layer.isEmpty ? $0 : ListRowSeparatorNode(primary: $0, separator: layer) }
        }
        return primaries.map { OverlayNode(primary: $0, secondary: layer, alignment: alignment, inFront: inFront) }
    }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWriter<K>(value: value))
    }

    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceChangeReader<K>(action: action))
    }

    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceLayer<K, V>(alignment: alignment, inFront: true, transform: transform))
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceLayer<K, V>(alignment: alignment, inFront: false, transform: transform))
    }
}
