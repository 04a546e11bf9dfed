import Foundation

/// The graph's preference readers and what changed since they last looked: `onPreferenceChange`,
/// `overlayPreferenceValue` and `backgroundPreferenceValue` register here, writers say which key changed,
/// and after each update pass the readers whose key moved look at their subtrees again.
@MainActor
final class PreferenceRegistry {
    private var readers: [PreferenceReaderEntry] = []
    /// How many times each key's values changed (by `ObjectIdentifier` of the key), and how many times
    /// values of any key went away (an unmounted writer): a reader looks again only when the sum for its
    /// key moved since it last looked.
    private var generations: [ObjectIdentifier: Int] = [:]
    private var removals = 0
    private var isDirty = false

    /// How many readers are registered (those whose node went are dropped at the next check).
    var count: Int { readers.count }

    /// Lets readers look at their subtrees after a pass in which some preference changed: those whose
    /// key's values changed (or some went away) since they last looked.
    func check() {
        guard isDirty else { return }
        isDirty = false
        readers.removeAll { $0.check == nil || $0.node == nil }
        for reader in readers {
            let generation = (generations[reader.key] ?? 0) + removals
            guard let check = reader.check, generation != reader.seenGeneration else { continue }
            reader.seenGeneration = generation
            check()
        }
    }

    /// A value of preference `key` changed somewhere.
    func changed(key: ObjectIdentifier) {
        isDirty = true
        generations[key, default: 0] += 1
    }

    /// A node that set preference values went: every reader may have lost a value.
    func writerRemoved() {
        isDirty = true
        removals += 1
    }

    /// Registers `check` to run when `key`'s values may have changed, until `node` unmounts: then its
    /// closure (and what it holds, the reader's action) goes at once, and the entry at the next check.
    func add(_ node: ViewNode, key: ObjectIdentifier, check: @escaping () -> Void) {
        let entry = PreferenceReaderEntry(node: node, key: key, check: check)
        readers.append(entry)
        node.addTeardownAction { [entry] in entry.check = nil }
        isDirty = true
    }

    /// Forgets every reader (the graph is torn down).
    func removeAll() {
        readers.removeAll()
    }
}

/// A preference reader: its node, the key it reads, what to do when it may have changed (nil once its
/// node unmounted), and the generation of its key it last looked at.
@MainActor
final class PreferenceReaderEntry {
    weak var node: ViewNode?
    let key: ObjectIdentifier
    var check: (() -> Void)?
    var seenGeneration = -1

    init(node: ViewNode, key: ObjectIdentifier, check: @escaping () -> Void) {
        self.node = node
        self.key = key
        self.check = check
    }
}
