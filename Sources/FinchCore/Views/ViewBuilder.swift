import Foundation

/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder`.
@resultBuilder
@MainActor
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView(repeat each content)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several views built from one block; they lay out as siblings.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let children: [any View]

    public init<each Content: View>(_ content: repeat each Content) where T == (repeat each Content) {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        self.children = children
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        .concatenated(
            children.enumerated().flatMap { index, child in
                inputs.buildAny(child, identity: .index(index))
            })
    }
}

/// One of two views chosen by an `if`/`else` or `switch`; each branch has its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        switch storage {
        case .trueContent(let view): return .concatenated(inputs.build(view, identity: .branch(true)))
        case .falseContent(let view): return .concatenated(inputs.build(view, identity: .branch(false)))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        guard let view = self else { return .empty }
        return .concatenated(inputs.build(view, identity: .branch(true)))
    }
}

/// The body of a primitive view is never evaluated; reaching it is a Finch bug, reported loudly.
func fatalBody(function: StaticString = #function) -> Never {
    preconditionFailure("body of a primitive view was called: \(function)")
}

extension TupleView: GraphComparable {
    /// Child by child, each with its own type's fast comparison (no reflection of the tuple).
    func isGraphEqual(to other: Self) -> Bool {
        guard other.children.count == children.count else { return false }
        for (left, right) in zip(children, other.children) where !ValueEquality.areEqual(existential: left, right) {
            return false
        }
        return true
    }
}

extension _ConditionalContent: GraphComparable {
    func isGraphEqual(to other: Self) -> Bool {
        switch (storage, other.storage) {
        case (.trueContent(let a), .trueContent(let b)): return ValueEquality.areEqual(typed: a, b)
        case (.falseContent(let a), .falseContent(let b)): return ValueEquality.areEqual(typed: a, b)
        default: return false
        }
    }
}
