/// Builds a `transferRepresentation` from representations listed one per line, most preferred first,
/// as Apple's result builder.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    // Each line is checked against `Item` on its own, which is what picks `ProxyRepresentation`'s
    // importing initializer for `ProxyRepresentation { Sturldata.string($0) }`; the lines are then kept
    // in order in one list.
    public static func buildExpression<Content: TransferRepresentation>(
        _ content: Content
    ) -> _TransferRepresentationList<Item> where Content.Item == Item {
        _TransferRepresentationList(parts: [.init(content)])
    }

    public static func buildBlock(_ lines: _TransferRepresentationList<Item>...) -> _TransferRepresentationList<Item> {
        _TransferRepresentationList(parts: lines.flatMap(\.parts))
    }

    public static func buildOptional(_ lines: _TransferRepresentationList<Item>?) -> _TransferRepresentationList<Item> {
        lines ?? _TransferRepresentationList(parts: [])
    }

    public static func buildEither(first lines: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item>
    {
        lines
    }

    public static func buildEither(second lines: _TransferRepresentationList<Item>) -> _TransferRepresentationList<Item>
    {
        lines
    }

    public static func buildLimitedAvailability(
        _ lines: _TransferRepresentationList<Item>
    ) -> _TransferRepresentationList<Item> {
        lines
    }
}

/// Several representations in order (what the builder makes of more than one line).
public struct _TransferRepresentationList<Item: Transferable>: PrimitiveTransferRepresentation {
    /// One representation, its entries computed only when the engine asks (a proxy's are its proxy
    /// type's, found then).
    struct Part: Sendable {
        let entries: @Sendable (Int) -> [TransferEntry<Item>]

        init<Content: TransferRepresentation>(_ content: Content) where Content.Item == Item {
            entries = { depth in TransferEngine.entries(of: content, depth: depth) }
        }
    }

    let parts: [Part]

    func entries(depth: Int) -> [TransferEntry<Item>] {
        parts.flatMap { $0.entries(depth) }
    }
}
