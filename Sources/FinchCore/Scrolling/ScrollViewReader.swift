import Foundation

/// Gives its content a `ScrollViewProxy` that scrolls the scroll views inside it to a view's id.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        .concatenated(inputs.build(content(ScrollViewProxy(reader: inputs.node)), identity: .index(0)))
    }
}
