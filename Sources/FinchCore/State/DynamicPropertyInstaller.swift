import Foundation

/// Links a view's dynamic properties (state, objects, environment) to its graph node before `body` runs.
@MainActor
enum DynamicPropertyInstaller {
    static func install<V>(in view: V, node: ViewNode) {}
}
