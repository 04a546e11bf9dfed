import Foundation

/// What one view node keeps for its view between evaluations, beyond the view value: the storage of
/// its dynamic properties (state, objects, subscriptions), the typed slots of built-in views and
/// modifiers (`NodeStorageKey`), the preference values its modifiers set, the environment values its
/// body read, and the work to undo when it is unmounted.
///
/// A side record of `ViewNode`, made on the first write: most nodes (text, stacks, most modifiers)
/// keep nothing, so they carry one empty reference instead of these fields. Only its node holds it,
/// so what it stores lives exactly as long as the node does (state storages and subscriptions count
/// themselves in the census).
@MainActor
final class DynamicPropertyStorage {
    /// Storage of the view's dynamic properties (state, objects), by their order in the view.
    var properties: [Int: AnyObject] = [:]
    /// Typed storage of built-in views and modifiers (see `NodeStorageKey`).
    var slots: [ObjectIdentifier: Any] = [:]
    /// Preference values this node's modifiers set, by key type.
    var preferenceValues: [ObjectIdentifier: Any] = [:]
    /// For each environment value the body read: true while a new environment leaves it unchanged.
    var environmentDependencies: [(EnvironmentValues) -> Bool] = []
    /// Work to undo when the node is unmounted (subscriptions, tasks).
    var teardownActions: [() -> Void] = []
}

/// The node's kept values, in its `DynamicPropertyStorage`: a node without one reads nothing and makes
/// none; storing something makes it.
extension ViewNode {
    /// The storage of the dynamic property at `slot` (its order in the view), nil until one is stored.
    func storedProperty(at slot: Int) -> AnyObject? {
        dynamicStorage?.properties[slot]
    }

    func setStoredProperty(_ storage: AnyObject, at slot: Int) {
        madeDynamicStorage().properties[slot] = storage
    }

    /// Adds work to undo when the node is unmounted (a subscription, a task, a registration).
    func addTeardownAction(_ action: @escaping () -> Void) {
        madeDynamicStorage().teardownActions.append(action)
    }

    /// Records that the body read an environment value: `isUnchanged` tells whether a new environment
    /// leaves it as it was.
    func addEnvironmentDependency(_ isUnchanged: @escaping (EnvironmentValues) -> Bool) {
        madeDynamicStorage().environmentDependencies.append(isUnchanged)
    }

    /// True when `environment` leaves every environment value the last body evaluation read unchanged.
    func environmentReadsAreUnchanged(in environment: EnvironmentValues) -> Bool {
        guard let dynamicStorage else { return true }
        return dynamicStorage.environmentDependencies.allSatisfy { $0(environment) }
    }

    /// The value this node's modifier set for the preference key `key`, nil when none did.
    func preferenceValue(for key: ObjectIdentifier) -> Any? {
        dynamicStorage?.preferenceValues[key]
    }

    func setPreferenceValue(_ value: Any, for key: ObjectIdentifier) {
        madeDynamicStorage().preferenceValues[key] = value
    }

    var hasPreferenceValues: Bool {
        guard let dynamicStorage else { return false }
        return !dynamicStorage.preferenceValues.isEmpty
    }
}
