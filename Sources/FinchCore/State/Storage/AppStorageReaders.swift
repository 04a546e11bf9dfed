import Foundation

/// The views reading each `@AppStorage` key of each `UserDefaults`, in every window of the process, so
/// that a write through one re-evaluates them all.
@MainActor
enum AppStorageReaders {
    /// A key of one store (the store by identity: `UserDefaults` is not `Sendable`).
    struct Registration: Hashable, Sendable {
        let key: String
        let store: ObjectIdentifier

        init(key: String, store: UserDefaults) {
            self.key = key
            self.store = ObjectIdentifier(store)
        }
    }

    /// The registration a node's `@AppStorage` made, in the node's slot.
    final class Link {
        let registration: Registration

        init(_ registration: Registration) {
            self.registration = registration
        }
    }

    private static var readers: [Registration: [StorageReader]] = [:]

    static func add(_ node: ViewNode, for registration: Registration) {
        readers[registration, default: []].append(StorageReader(node))
    }

    static func remove(_ node: ViewNode, for registration: Registration) {
        readers[registration]?.removeAll { $0.node === node || $0.node == nil }
        if readers[registration]?.isEmpty == true { readers[registration] = nil }
    }

    /// Re-evaluates the views reading `key` of `store` (from any thread: on the main actor).
    nonisolated static func changed(_ key: String, in store: UserDefaults) {
        let registration = Registration(key: key, store: store)
        let isStandard = store === UserDefaults.standard
        MainThread.run {
            SnapshotEpoch.noteWrite()
            readers[registration]?.removeAll { $0.node == nil }
            readers[registration]?.forEach { $0.handle.invalidate() }
            // As iOS writes `UserDefaults` to disk soon after a change (Linux's Foundation would not).
            if isStandard { StandardDefaultsAutosave.shared?.valuesMayHaveChanged() }
        }
    }
}
