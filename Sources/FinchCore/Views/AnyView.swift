import Foundation

/// A type-erased view; its identity includes the wrapped view's type.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let view: any View

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self.view = erased.view
        } else {
            self.view = view
        }
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        .concatenated(inputs.buildAny(view, identity: .type(ObjectIdentifier(type(of: view)))))
    }
}
