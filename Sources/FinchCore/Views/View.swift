import Foundation

/// A piece of user interface, described by its `body`, as SwiftUI's `View`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// How Finch makes the view's nodes (hidden, as SwiftUI's own `_makeView`): evaluates `body`, except
    /// for Finch's primitive views. Never implemented by apps.
    static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs
    /// How the graph places the view (hidden; a requirement, so the graph asks the witness table rather
    /// than the runtime's conformance cache): in a node of its own, except for a modifier's `content`
    /// placeholder and the modified views built in their content's place. Never implemented by apps.
    static var _placement: _ViewPlacement { get }
    /// Builds a view whose placement is `.inPlace` where it stands, making no node of its own (hidden;
    /// never called for other views). Never implemented by apps.
    static func _makeInPlace(view: Self, inputs: _ViewInputs, identity: _ViewIdentity) -> _ViewOutputs
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalBody() }
}

/// Views Finch draws itself: they have no body and turn directly into layout nodes (their
/// `_makeView`, in `MakeViewHooks.swift`, calls `makeNodes(in:)`).
@MainActor
protocol PrimitiveView: View {
    /// The layout nodes this view contributes to its parent (several for groups and `ForEach`), and
    /// how they are made again from its children's nodes.
    func makeNodes(in inputs: ViewInputs) -> ViewOutputs
}

/// An Xcode preview declaration; Finch compiles it so SwiftUI files build unchanged.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
