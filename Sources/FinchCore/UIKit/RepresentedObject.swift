import Foundation

/// What a representable keeps while it is shown: its UIKit object (a view or a controller) and its
/// coordinator. The coordinator is made first, the object on first use with it, and the object is updated
/// on every use; when the representable goes away, both are handed to its dismantle step and let go.
/// `UIViewControllerRepresentable` and `UIViewRepresentable` keep theirs in one each.
@MainActor
package final class RepresentedObject<Object: AnyObject, Coordinator> {
    private var coordinator: Coordinator?
    private var object: Object?

    package nonisolated init() {}

    /// The object (made with `make` the first time) after `update`, and the coordinator.
    package func object(
        coordinator makeCoordinator: () -> Coordinator, make: (Coordinator) -> Object,
        update: (Object, Coordinator) -> Void
    ) -> (Object, Coordinator) {
        let coordinator = self.coordinator ?? makeCoordinator()
        self.coordinator = coordinator
        let object = self.object ?? make(coordinator)
        self.object = object
        update(object, coordinator)
        return (object, coordinator)
    }

    /// The representable went away: `dismantle`, then the object and coordinator are let go.
    package func dismantle(_ dismantle: (Object, Coordinator) -> Void) {
        guard let object, let coordinator else { return }
        dismantle(object, coordinator)
        self.object = nil
        self.coordinator = nil
    }
}
