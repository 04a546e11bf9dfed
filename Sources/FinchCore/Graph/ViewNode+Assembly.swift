import Foundation

/// Re-assembly: a descendant that re-evaluated on its own hands its new layout nodes up, and each
/// ancestor remakes its outputs from its children's by its `Assembly`, without evaluating a body.
extension ViewNode {
    /// Applies a change of one child's outputs to this node's outputs, touching only the changed
    /// part when the child kept its number of nodes; returns the change this node's parent must
    /// apply, or nil when this node's outputs stay the same objects.
    ///
    /// - Complexity: O(number of children) integer and pointer work; no layout node is rebuilt
    ///   except the changed ones, so one row of 10,000 costs about what one row of 100 does.
    func reassemble(child: ViewNode, patch: OutputPatch) -> OutputPatch? {
        let index = child.indexInParent
        guard patch.range.count == patch.nodes.count, index < children.count, children[index] === child else {
            childOutputOffsets = nil
            return fullPatch()
        }
        let offset = outputOffset(ofChildAt: index)
        let range = (patch.range.lowerBound + offset)..<(patch.range.upperBound + offset)
        switch assembly {
        case .concatenate:
            guard range.upperBound <= outputs.count else { return fullPatch() }
            outputs.replaceSubrange(range, with: patch.nodes)
            return OutputPatch(range: range, nodes: patch.nodes, replacedCount: range.count)
        case .fixed:
            return nil
        case .container(let container):
            container.replaceChildren(in: range, with: patch.nodes)
            return nil
        case .wrap(let wrapper):
            guard range.upperBound <= outputs.count else { return fullPatch() }
            let wrapped = wrapper.replace(
                Array(outputs[range]), with: patch.nodes, startingAt: range.lowerBound, count: outputs.count)
            adopt(wrapped, startingAt: range.lowerBound)
            outputs.replaceSubrange(range, with: wrapped)
            return OutputPatch(range: range, nodes: wrapped, replacedCount: range.count)
        case .custom:
            return fullPatch()
        }
    }

    /// Where the outputs of the child at `index` start among this node's concatenated children's outputs.
    private func outputOffset(ofChildAt index: Int) -> Int {
        if let known = childOutputOffsets { return known[index] }
        // One pass when the children change; patches of the same size keep the offsets valid.
        var running = 0
        let offsets = children.map { child in
            defer { running += child.outputs.count }
            return running
        }
        childOutputOffsets = offsets
        return offsets[index]
    }

    private func fullPatch() -> OutputPatch? {
        childOutputOffsets = nil
        let count = outputs.count
        return reassemble() ? OutputPatch(range: 0..<count, nodes: outputs, replacedCount: count) : nil
    }

    /// Rebuilds the outputs from the children's outputs; true when they are different nodes.
    func reassemble() -> Bool {
        let new: [LayoutNode]
        switch assembly {
        case .concatenate: new = children.flatMap(\.outputs)
        case .fixed: return false
        case .container(let container):
            container.replaceChildren(children.flatMap(\.outputs))
            return false
        case .wrap(let wrapper): new = wrapper.wrap(children.flatMap(\.outputs))
        case .custom(let assembler): new = assembler.assemble(from: self)
        }
        adopt(new)
        let changed = new.count != outputs.count || zip(new, outputs).contains { $0 !== $1 }
        outputs = new
        return changed
    }
}

/// A change to a node's outputs: `range` of the old outputs is replaced by `nodes`.
@MainActor
struct OutputPatch {
    let range: Range<Int>
    let nodes: [LayoutNode]
    /// How many outputs the range covered before (for a full patch, the old count).
    let replacedCount: Int
}
