/// A representation that transfers an item as another `Transferable` type (a note as its text), in
/// that type's content types, as Apple's.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
    PrimitiveTransferRepresentation
{
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Exports through the proxy and imports from it.
    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports through the proxy only.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        self.importing = nil
    }

    /// Imports from the proxy only (CS193p 2023's `ProxyRepresentation { Sturldata.string($0) }`).
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = nil
        self.importing = importing
    }

    func entries(depth: Int) -> [TransferEntry<Item>] {
        TransferEngine.entries(of: ProxyRepresentation.self, depth: depth).compactMap { entry in
            let outer: TransferEntry<Item> = entry.proxied(exporting: exporting, importing: importing)
            return outer.exporter == nil && outer.importer == nil ? nil : outer
        }
    }
}
