import Foundation

/// An app's scenes, evaluated as a view's body is: the app's `@State`, `@StateObject` and other dynamic
/// properties live in a graph node of their own, and a change to one evaluates the app's `body` again
/// and hands each window its new content.
///
/// Hosts make one per app, open a window per `windows` entry, and update the open windows' roots
/// (`ViewGraph.setRootView`) when `onScenesChanged` says so. A window's content keeps its state across
/// such updates where its identity stays, as any re-evaluated view's does.
@MainActor
package final class SceneGraph {
    private let graph: ViewGraph
    private let sink: SceneSink
    /// Called after the app's body was evaluated again, with the windows it declares now.
    package var onScenesChanged: (([SceneWindow]) -> Void)?
    /// Called when a change is pending (an app's `@State` write): the host should call `update()` soon.
    package var onNeedsUpdate: (() -> Void)? {
        get { graph.onNeedsUpdate }
        set { graph.onNeedsUpdate = newValue }
    }

    package init<A: App>(app: A, services: PlatformServices) {
        let sink = SceneSink()
        self.sink = sink
        // The app's `@State` and `@StateObject` live in the root's node, as a view's in its own.
        DynamicPropertyInstaller.registerAppHost(_AppBody<A>.self)
        graph = ViewGraph(root: _AppBody(app: app, sink: sink), services: services)
        graph.update()
    }

    /// The windows the app declares, in order.
    package var windows: [SceneWindow] { sink.windows }

    /// True when a change to the app's state waits for `update()`.
    package var needsUpdate: Bool { graph.needsUpdate }

    /// Evaluates the app's body again if its state changed, and reports the new scenes.
    package func update() {
        guard graph.needsUpdate else { return }
        let before = sink.evaluations
        graph.update()
        if sink.evaluations != before { onScenesChanged?(sink.windows) }
    }
}

/// Where an app's body leaves the windows it declares each time it is evaluated.
@MainActor
final class SceneSink {
    var windows: [SceneWindow] = []
    var evaluations = 0
}

/// The app as the root view of its scene graph: its body evaluates the app's `body` (with the app's
/// dynamic properties linked to this node) and records the windows, drawing nothing itself.
struct _AppBody<A: App>: View {
    let app: A
    let sink: SceneSink

    var body: some View {
        sink.windows = app.body.windows
        sink.evaluations += 1
        return EmptyView()
    }
}

extension _AppBody: GraphComparable {
    /// The app value never changes; its state is what re-evaluates it.
    func isGraphEqual(to other: Self) -> Bool { true }
}
