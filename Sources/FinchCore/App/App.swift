import Foundation

/// A program's entry point and its scenes, as SwiftUI's `App`: mark a conforming type `@main`.
///
/// `main()` comes from the `Finch` module, which starts the GTK host (or renders a snapshot headless).
@MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}
