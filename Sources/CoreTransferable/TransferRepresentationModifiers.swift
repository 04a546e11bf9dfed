import Foundation

extension TransferRepresentation {
    /// Names the file the item becomes when a receiver saves it.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self) { entry in
            entry.suggestedFileName = { _ in fileName }
        }
    }

    /// Names the file each item becomes when a receiver saves it.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<
        Item
    > {
        _ModifiedTransferRepresentation(base: self) { entry in
            entry.suggestedFileName = fileName
        }
    }

    /// Exports only items for which `condition` holds; imports are unaffected.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<
        Item
    > {
        _ModifiedTransferRepresentation(base: self) { entry in
            let earlier = entry.condition
            entry.condition = { item in (earlier?(item) ?? true) && condition(item) }
        }
    }

    /// Offers the representation only to receivers of `visibility` (`.ownProcess`: this program's views).
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self) { entry in
            if visibility.rank > entry.visibility.rank { entry.visibility = visibility }
        }
    }
}

/// A representation with a modifier applied to each of its entries.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: PrimitiveTransferRepresentation {
    public typealias Item = Base.Item

    let base: Base
    let modify: @Sendable (inout TransferEntry<Item>) -> Void

    func entries(depth: Int) -> [TransferEntry<Item>] {
        TransferEngine.entries(of: base, depth: depth).map { entry in
            var entry = entry
            modify(&entry)
            return entry
        }
    }
}
