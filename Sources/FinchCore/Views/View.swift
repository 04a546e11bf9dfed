import FinchUnsafe
import Foundation

/// A piece of user interface, described by its `body`, as SwiftUI's `View`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalBody() }
}

/// Views Finch draws itself: they have no body and turn directly into layout nodes.
@MainActor
protocol PrimitiveView {
    /// The layout nodes this view contributes to its parent (several for groups and `ForEach`), and
    /// how they are made again from its children's nodes.
    func makeNodes(in inputs: ViewInputs) -> ViewOutputs
}

extension PrimitiveView {
    /// The nodes of `view`, a value of this type that the caller holds as a generic `V`.
    ///
    /// Asked through the metatype (`V.self as? any PrimitiveView.Type`), the caller never puts the view
    /// in an existential to call `makeNodes`: most views are larger than an existential's inline
    /// buffer, so that cast copied each one into a heap box, on every evaluation of every node.
    static func makeNodes<V>(of view: V, in inputs: ViewInputs) -> ViewOutputs {
        UnsafeRuntime.sameType(view, as: Self.self).makeNodes(in: inputs)
    }
}

/// An Xcode preview declaration; Finch compiles it so SwiftUI files build unchanged.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
