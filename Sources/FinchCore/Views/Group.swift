import Foundation

/// Several views treated as siblings of the group's parent; modifiers apply to each.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        .concatenated(inputs.build(content, identity: .index(0)))
    }
}

extension Group: GraphComparable {
    func isGraphEqual(to other: Self) -> Bool {
        return ValueEquality.areEqual(typed: content, other.content)
    }
}

/// Views that only hold other views in place, so modifiers on an enclosing `Group` (a transition)
/// reach the views inside them.
protocol TransparentContainer {}

/// A `Group`: modifiers on it apply to each view inside.
protocol GroupMarker {}

/// A view with a modifier applied, seen from a `Group` inside it.
protocol ModifierMarker {}

extension Group: GroupMarker {}
extension ModifiedContent: ModifierMarker {}
extension _ConditionalContent: TransparentContainer {}
extension Optional: TransparentContainer where Wrapped: View {}
