import Foundation

// A gradient is a view as well as a style, as a colour is: `ZStack { LinearGradient(…); content }` and
// `RadialGradient(…).ignoresSafeArea()` fill the space they are offered.

extension LinearGradient: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        _ShapeView(shape: Rectangle(), style: self).makeNodes(in: inputs)
    }
}

extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        _ShapeView(shape: Rectangle(), style: self).makeNodes(in: inputs)
    }
}

extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        _ShapeView(shape: Rectangle(), style: self).makeNodes(in: inputs)
    }
}
