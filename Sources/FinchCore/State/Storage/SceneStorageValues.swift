import Foundation

/// One window's `@SceneStorage` values, by key, and the views reading each key.
///
/// The graph of a window owns it, so a value outlives the view that wrote it (a view that goes and
/// comes back in the same window finds it) and two windows never share one. A host saves a window's
/// values with `values` and gives them back to a new window with `restore(_:)` (the GTK host keeps
/// them per document between sessions), as SwiftUI restores a scene's storage.
///
/// Views in one window that use the same key share its value and all update when it changes.
/// SwiftUI does not document this case; Finch chose it, and `SceneStorageTests` pins it.
package final class SceneStorageValues {
    private var stored: [String: StoredValue] = [:]
    /// The nodes reading each key, weakly: a node that goes is dropped at the next write.
    private var readers: [String: [StorageReader]] = [:]

    init() {}

    /// The window's values, for the host to save.
    package var values: [String: StoredValue] { stored }

    /// Replaces the window's values with saved ones (before its views are built, or while they show:
    /// every reader updates).
    @MainActor package func restore(_ saved: [String: StoredValue]) {
        let changed = Set(stored.keys).union(saved.keys)
        stored = saved
        changed.forEach(invalidateReaders(of:))
    }

    subscript(key: String) -> StoredValue? { stored[key] }

    /// Stores `value` (nil removes the key) and re-evaluates the views reading `key` when it changed.
    func set(_ value: StoredValue?, forKey key: String) {
        guard stored[key] != value else { return }
        stored[key] = value
        MainThread.assumeIsolated((self, key)) { values, key in values.invalidateReaders(of: key) }
    }

    /// Makes `node` re-evaluate when `key`'s value changes, until it unmounts.
    @MainActor func addReader(_ node: ViewNode, of key: String) {
        readers[key, default: []].append(StorageReader(node))
    }

    @MainActor func removeReader(_ node: ViewNode, of key: String) {
        readers[key]?.removeAll { $0.node === node || $0.node == nil }
    }

    @MainActor private func invalidateReaders(of key: String) {
        SnapshotEpoch.noteWrite()
        readers[key]?.removeAll { $0.node == nil }
        readers[key]?.forEach { $0.handle.invalidate() }
    }
}

/// A view reading a stored value: weakly held, and invalidated through `WeakNode` (which also knows
/// whether the graph is still there, for changes made while the graph tears down).
@MainActor
struct StorageReader {
    weak var node: ViewNode?
    let handle: WeakNode

    init(_ node: ViewNode) {
        self.node = node
        self.handle = WeakNode(node)
    }
}
