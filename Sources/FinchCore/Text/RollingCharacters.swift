import Foundation

/// `.numericText` on a text of one line and one style: the characters the old and new texts share at
/// their start and at their end stay still, and only the ones between roll (the old out, the new in),
/// as iOS rolls only the digits that changed ("Score: 19" to "Score: 20" rolls "19" to "20").
///
/// The shared end is drawn where it ends up in the new text; it moves at once when the changed part
/// changes width (Finch's choice: iOS slides it).
@MainActor
final class RollingCharacters {
    private let prefix: TextNode?
    private let suffix: TextNode?
    /// The prefix and the new middle together: where the suffix starts (kerning across the join kept).
    private let leadingPart: TextNode?
    private let old: EffectNode
    private let new: EffectNode

    /// The pieces of a roll from `outgoing` to `incoming`, nil when the texts are not both of one style
    /// on one line (the whole text rolls then) or when nothing is shared.
    init?(
        from outgoing: TextNode, to incoming: TextNode, progress: AnimatedValue<Double>, clock: GraphClock,
        roll: Double
    ) {
        guard var span = Self.oneStyle(incoming.spans), let oldSpan = Self.oneStyle(outgoing.spans),
            oldSpan.font == span.font, oldSpan.color == span.color, oldSpan.decoration == span.decoration,
            !span.string.contains("\n"), !oldSpan.string.contains("\n")
        else { return nil }
        let before = Array(oldSpan.string)
        let after = Array(span.string)
        let shared = Self.shared(before, after)
        guard shared.prefix + shared.suffix > 0 else { return nil }
        func piece(_ characters: ArraySlice<Character>, of node: TextNode) -> TextNode {
            span.string = String(characters)
            return TextNode(copying: node, spans: [span])
        }
        let oldMiddle = piece(before[shared.prefix..<(before.count - shared.suffix)], of: outgoing)
        let newMiddle = piece(after[shared.prefix..<(after.count - shared.suffix)], of: incoming)
        prefix = shared.prefix > 0 ? piece(after[..<shared.prefix], of: incoming) : nil
        suffix = shared.suffix > 0 ? piece(after[(after.count - shared.suffix)...], of: incoming) : nil
        leadingPart = suffix == nil ? nil : piece(after[..<(after.count - shared.suffix)], of: incoming)
        old = ContentTransitionNode.leaving(oldMiddle, progress: progress, clock: clock, roll: roll)
        new = ContentTransitionNode.arriving(newMiddle, progress: progress, clock: clock, roll: roll)
    }

    /// Makes `node` the parent the pieces mark when they need painting.
    func reparent(to node: LayoutNode) {
        for piece in [prefix, suffix, old, new] as [LayoutNode?] { piece?.parent = node }
    }

    /// Each piece drawn where `node` is while it glides.
    func follow(_ node: LayoutNode) {
        for piece in [prefix, suffix, old, new] as [LayoutNode?] { piece?.follow(node) }
        old.child.follow(old)
        new.child.follow(new)
    }

    /// The spans as one span when they all have one style (an interpolated `Text` is a span per part).
    private static func oneStyle(_ spans: [TextSpan]) -> TextSpan? {
        guard var first = spans.first else { return nil }
        for span in spans.dropFirst() {
            guard span.font == first.font, span.color == first.color, span.decoration == first.decoration else {
                return nil
            }
            first.string += span.string
        }
        return first
    }

    /// How many characters the two texts share at their start and, after those, at their end.
    private static func shared(_ before: [Character], _ after: [Character]) -> (prefix: Int, suffix: Int) {
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        return (prefix, suffix)
    }

    /// Places the pieces on the line that starts at `origin`, each at its ideal size.
    func place(at origin: CGPoint) {
        let start = prefix?.sizeThatFits(.unspecified).width ?? 0
        prefix?.place(at: origin, proposal: .unspecified)
        old.place(at: CGPoint(x: origin.x + start, y: origin.y), proposal: .unspecified)
        new.place(at: CGPoint(x: origin.x + start, y: origin.y), proposal: .unspecified)
        let end = leadingPart?.sizeThatFits(.unspecified).width ?? 0
        suffix?.place(at: CGPoint(x: origin.x + end, y: origin.y), proposal: .unspecified)
    }

    func render(into items: inout [DisplayItem]) {
        prefix?.renderTree(into: &items)
        old.renderTree(into: &items)
        new.renderTree(into: &items)
        suffix?.renderTree(into: &items)
    }
}
