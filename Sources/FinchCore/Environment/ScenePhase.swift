import Foundation

/// Whether a scene is in front and taking input, as SwiftUI's `ScenePhase` read from
/// `@Environment(\.scenePhase)`.
///
/// A Finch window is `.active` while it has the focus, `.inactive` while another window has it, and
/// `.background` while it is minimised or hidden (the GTK host follows the window's state). The headless
/// host and tests are `.active` unless they say otherwise.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene this view is in.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
