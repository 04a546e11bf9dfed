import FinchUnsafe
import Foundation

/// Clipboard content as item providers (what a paste command hands its action, as a drop does) and item
/// providers as clipboard content (what a copy command puts on the clipboard).
public enum ClipboardProviders {
    /// A provider for each item that offers a type conforming to one of `types` (every item when `types`
    /// is nil), each offering all of its item's representations; loads complete off the main thread.
    public static func providers(for content: ClipboardContent, conformingTo types: [String]? = nil) -> [NSItemProvider]
    {
        content.items.filter { item in types.map { offers(item.types, anyOf: $0) } ?? true }.map(provider)
    }

    /// Whether one of `offered` is one of `supported` or a kind of it.
    public static func offers(_ offered: [String], anyOf supported: [String]) -> Bool {
        offered.contains { type in supported.contains { TypeIdentifier.conforms(type, to: $0) } }
    }

    /// A provider offering `item`'s data in each of its types.
    public static func provider(for item: ClipboardContent.Item) -> NSItemProvider {
        let provider = NSItemProvider()
        for representation in item.representations {
            let data = representation.data
            provider.registerDataRepresentation(forTypeIdentifier: representation.type, visibility: .all) { done in
                done(data, nil)
                return nil
            }
        }
        return provider
    }

    /// Loads every type each provider registered, off the main thread, and calls `completion` on the main
    /// actor with one item per provider (a type that fails to load is left out; a provider with nothing
    /// loaded is no item).
    public static func loadContent(
        of providers: [NSItemProvider], completion: @escaping @MainActor @Sendable (ClipboardContent) -> Void
    ) {
        let slots = providers.map { $0.registeredTypeIdentifiers }
        let loaded = LockedValue<[[ClipboardContent.Representation?]]>(
            slots.map { Array(repeating: nil, count: $0.count) })
        let group = DispatchGroup()
        for (index, provider) in providers.enumerated() {
            for (slot, type) in slots[index].enumerated() {
                group.enter()
                provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in
                    if let data {
                        loaded.withLock { $0[index][slot] = ClipboardContent.Representation(type: type, data: data) }
                    }
                    group.leave()
                }
            }
        }
        group.notify(queue: .main) {
            let items = loaded.withLock { $0 }.map { ClipboardContent.Item($0.compactMap { $0 }) }
            MainActor.assumeIsolated { completion(ClipboardContent(items: items)) }
        }
    }
}
