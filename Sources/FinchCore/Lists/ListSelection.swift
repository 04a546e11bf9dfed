import Foundation

/// A list's selection binding, type-erased: one value (`Binding<Value?>`) or several
/// (`Binding<Set<Value>>`), matched against its rows' tags (a `ForEach` row's id, or its `.tag`).
@MainActor
struct ListSelection {
    let allowsMultiple: Bool
    let contains: @MainActor (AnyHashable) -> Bool
    /// Selects exactly `tag` (nil: nothing).
    let select: @MainActor (AnyHashable?) -> Void
    /// Adds `tag` to a multiple selection, or takes it out.
    let toggle: @MainActor (AnyHashable) -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        allowsMultiple = false
        contains = { tag in binding.wrappedValue.map { AnyHashable($0) == tag } ?? false }
        select = { tag in binding.wrappedValue = tag?.base as? Value }
        toggle = { tag in
            let isSelected = binding.wrappedValue.map { AnyHashable($0) == tag } ?? false
            binding.wrappedValue = isSelected ? nil : tag.base as? Value
        }
    }

    init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
        allowsMultiple = true
        contains = { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        select = { tag in binding.wrappedValue = (tag?.base as? Value).map { [$0] } ?? [] }
        toggle = { tag in
            guard let value = tag.base as? Value else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
    }
}
