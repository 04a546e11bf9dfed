import Foundation

/// A view whose value alone says it shows nothing: `EmptyView`, and an `if` whose condition is false
/// (`Optional.none`). A container that would build such a view in a node of its own, only to get no
/// layout nodes back, may leave it out (an overlay whose content is an empty `if` then costs its
/// modified view nothing: no graph node, no layout node, no display item).
@MainActor
protocol KnownEmptyView {
    var isKnownEmpty: Bool { get }
}

extension EmptyView: KnownEmptyView {
    var isKnownEmpty: Bool { true }
}

extension Optional: KnownEmptyView where Wrapped: View {
    var isKnownEmpty: Bool { self == nil }
}
