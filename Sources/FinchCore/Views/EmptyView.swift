import Foundation

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public init() {}

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs { .empty }
}
