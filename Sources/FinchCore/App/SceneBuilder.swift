import Foundation

/// Builds an app's scenes from the statements of a `body`, as SwiftUI's `SceneBuilder`.
@MainActor
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildPartialBlock<Content: Scene>(first content: Content) -> Content {
        content
    }

    public static func buildPartialBlock<Accumulated: Scene, Next: Scene>(
        accumulated: Accumulated, next: Next
    ) -> _TupleScene<Accumulated, Next> {
        _TupleScene(first: accumulated, second: next)
    }
}

/// Two scenes side by side; longer lists nest.
public struct _TupleScene<First: Scene, Second: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let first: First
    let second: Second

    var windows: [SceneWindow] { first.windows + second.windows }
}
