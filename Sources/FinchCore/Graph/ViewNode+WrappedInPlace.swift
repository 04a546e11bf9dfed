import Foundation

/// Modifiers wrapped in place: a chain of Finch's wrapping modifiers (gestures, render effects,
/// `.position`, `.padding`, fixed `.frame`) applied one inside another is kept in one node, the
/// outermost one's, as SwiftUI keeps a modified view's modifiers as attributes of one view rather than as
/// nested views.
///
/// Each of those modifiers only wraps its content's layout nodes, each in a node of its own, and keeps
/// at most one object between evaluations (a gesture's handler, an effect's animated value). A node for
/// each held its value, a box, a children array and an owner link: of the eight nodes of an emoji in
/// EmojiArt's canvas, four were such modifiers. Now the outermost one's node applies the others, each
/// at its level (`ViewInputs.wrapLevel`: 0 for its own modifier, 1 for the one inside it…), keeps their
/// wrappers from the innermost out (`WrapperChain`) to re-assemble its outputs when its content's
/// change, keeps each level's object by level, and numbers each level's layout nodes after the
/// levels outside it, so their frames animate as a node of their own would have animated them.
extension ViewNode {
    /// Keeps the wrapper of the modifier applied at `level` in this node's evaluation, and adopts its
    /// layout nodes. Levels are applied from the innermost out, so the wrappers arrive in that order.
    func addWrappedInPlace(_ made: ViewOutputs, level: Int) {
        guard case .wrap(let wrapper) = made.assembly else {
            assertionFailure("a modifier wrapped in place made no wrapper")
            return
        }
        let multiples = madeMultiples()
        // The innermost level comes first: room for it, the levels outside it and the node's own, at once.
        if multiples.wrappedInPlace.isEmpty { multiples.wrappedInPlace.reserveCapacity(level + 1) }
        multiples.wrappedInPlace.append(wrapper)
        adoptWrapped(made.nodes, level: level, startingAt: 0, count: made.nodes.count)
    }

    /// Adopts the wrappers of `level` (1 or more) around content nodes `first..<first + nodes.count` of
    /// `count`: numbered after every wrapper of the levels outside it, so none shares a number.
    func adoptWrapped(_ nodes: [LayoutNode], level: Int, startingAt first: Int, count: Int) {
        adopt(nodes, startingAt: level * count + first)
    }

    /// Forgets the wrappers of the last evaluation, before a new one applies the levels again.
    func beginWrappingInPlace() {
        if let multiples, !multiples.wrappedInPlace.isEmpty { multiples.wrappedInPlace.removeAll() }
    }

    /// The assembly of an evaluation whose own modifier made `assembly`: with the levels wrapped in place
    /// inside it, their wrappers applied from the innermost out before its own.
    func assemblyWrappingInPlace(_ assembly: Assembly) -> Assembly {
        guard let multiples, !multiples.wrappedInPlace.isEmpty, case .wrap(let own) = assembly else {
            return assembly
        }
        // Taken out, so the node's own is appended to the one array (its room was reserved) and the chain
        // keeps it without a copy.
        var levels: [NodeWrapper] = []
        swap(&levels, &multiples.wrappedInPlace)
        levels.append(own)
        return .wrap(WrapperChain(levels: levels, node: self))
    }

    /// The object kept for the modifier at `level` (a gesture's handler), made by `make` the first time.
    /// Level 0, the node's own modifier, keeps its object in the node's typed slots.
    func stored<K: NodeStorageKey>(_ key: K.Type, level: UInt8, orMake make: () -> K.Value) -> K.Value
    where K.Value: AnyObject {
        guard level > 0 else { return stored(key, orMake: make) }
        let index = Int(level) - 1
        if let kept = multiples?.wrappedInPlaceObjects, index < kept.count, let object = kept[index] as? K.Value {
            return object
        }
        let made = make()
        let multiples = madeMultiples()
        if multiples.wrappedInPlaceObjects.count <= index { multiples.wrappedInPlaceObjects.reserveCapacity(index + 1) }
        while multiples.wrappedInPlaceObjects.count <= index { multiples.wrappedInPlaceObjects.append(nil) }
        multiples.wrappedInPlaceObjects[index] = made
        return made
    }
}

/// The wrappers of a chain of modifiers kept in one node (see `ViewNode+WrappedInPlace.swift`), from the
/// innermost level to the node's own: each wraps what the one inside it made, as the nodes of each
/// modifier did when they were nested.
@MainActor
final class WrapperChain: NodeWrapper {
    /// Innermost first; the last is the node's own modifier's (level 0).
    private let levels: [NodeWrapper]
    /// The node that keeps the chain, which adopts each inner level's new wrappers. Unowned: the node
    /// holds the chain (its assembly) and re-assembles only while it is mounted.
    private unowned(safe) let node: ViewNode

    init(levels: [NodeWrapper], node: ViewNode) {
        self.levels = levels
        self.node = node
        super.init()
    }

    /// The level number of `levels[index]`: the node's own is 0, the one inside it 1…
    private func level(at index: Int) -> Int { levels.count - 1 - index }

    override func wrap(_ nodes: [LayoutNode]) -> [LayoutNode] {
        var current = nodes
        for (index, wrapper) in levels.enumerated() {
            current = wrapper.wrap(current)
            let level = level(at: index)
            if level > 0 { node.adoptWrapped(current, level: level, startingAt: 0, count: current.count) }
        }
        return current
    }

    override func replace(_ old: [LayoutNode], with nodes: [LayoutNode]) -> [LayoutNode] {
        replace(old, with: nodes, startingAt: 0, count: nodes.count)
    }

    /// Replaces the wrappers `old` (the node's outputs `first..<first + old.count` of `count`) at every level.
    override func replace(_ old: [LayoutNode], with nodes: [LayoutNode], startingAt first: Int, count: Int)
        -> [LayoutNode]
    {
        // Each level's old wrappers are the children of the level outside it (its nodes themselves when
        // that level passes them on, as a gesture's does).
        var oldByLevel = [old]
        for index in stride(from: levels.count - 1, to: 0, by: -1) {
            let outer = oldByLevel[oldByLevel.count - 1]
            oldByLevel.append(levels[index].addsNodes ? outer.compactMap { ($0 as? WrapperNode)?.child } : outer)
        }
        var current = nodes
        for (index, wrapper) in levels.enumerated() {
            let level = level(at: index)
            current = wrapper.replace(oldByLevel[level], with: current)
            if level > 0 { node.adoptWrapped(current, level: level, startingAt: first, count: count) }
        }
        return current
    }
}
