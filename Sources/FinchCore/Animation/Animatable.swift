import Foundation

/// A type whose `animatableData` the animation system interpolates between states.
///
/// Main-actor isolated like `View`, so shapes and modifiers (which are views' parts) can conform
/// without crossing isolation; the animation system runs on the main actor. `@preconcurrency`, as `View`:
/// Swift 5 code reading a shape's computed properties in its nonisolated `path(in:)` (Apple's
/// Scrumdinger's `SpeakerArc`) builds as it does against SwiftUI; Swift 6 code is checked.
@MainActor @preconcurrency
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A view modifier whose `animatableData` is interpolated, so `body(content:)` sees every frame.
public protocol AnimatableModifier: Animatable, ViewModifier {}

// Numbers animate as themselves, so keyframe tracks and `Animatable` generics take them.
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
