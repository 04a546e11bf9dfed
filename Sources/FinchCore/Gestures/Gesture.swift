import Foundation

/// An input pattern recognised on a view, as SwiftUI's `Gesture`: primitive gestures (tap, long
/// press, drag, magnification, rotation) recognise themselves; others are made of a `body`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
    associatedtype Body: Gesture
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// Gestures Finch recognises itself: they make a recognizer instead of having a body.
@MainActor
protocol PrimitiveGesture: Gesture {
    func makeRecognizer() -> GestureRecognizer<Value>
}

extension PrimitiveGesture {
    fileprivate func erasedRecognizer() -> AnyObject { makeRecognizer() }
}

/// A fresh recognizer for `gesture`: its own for primitives, its body's for composite gestures.
@MainActor
func makeRecognizer<G: Gesture>(for gesture: G) -> GestureRecognizer<G.Value> {
    if let primitive = gesture as? any PrimitiveGesture {
        guard let recognizer = primitive.erasedRecognizer() as? GestureRecognizer<G.Value> else {
            return inert(G.self, "made a recognizer of another value type")
        }
        return recognizer
    }
    let body: G.Body = gesture.body
    let made: AnyObject = makeRecognizer(for: body)
    guard let recognizer = made as? GestureRecognizer<G.Value> else {
        return inert(G.self, "has a body that reports \(G.Body.Value.self), not \(G.Value.self)")
    }
    return recognizer
}

/// A recognizer that never recognises, for a gesture whose types do not line up; warns once.
@MainActor
private func inert<G: Gesture>(_ type: G.Type, _ problem: String) -> GestureRecognizer<G.Value> {
    FileHandle.standardError.write(Data("Finch: the gesture \(G.self) \(problem); it is ignored.\n".utf8))
    return GestureRecognizer<G.Value>()
}
