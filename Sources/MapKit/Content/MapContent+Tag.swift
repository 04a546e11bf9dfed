import FinchCore
import Foundation

extension MapContent {
    /// Makes the markers and annotations of this content selectable: a `Map(selection:)` whose
    /// selection has `tag`'s type is set to it when one is tapped, as MapKit's `tag(_:)` (iOS 17). Lines
    /// and areas are not selectable. It wins over the id a `ForEach` around it gives.
    public func tag<V: Hashable>(_ tag: V) -> ListedMapContent {
        let value = AnyHashable(tag)
        return ListedMapContent(mapItems: items.map { $0.tagged(value, replacing: true) })
    }
}

/// A `Map(selection:)` binding with its value type erased: it reads and writes tags.
@MainActor
struct MapSelection {
    let get: @MainActor () -> AnyHashable?
    /// Writes the tag, or nil to clear; a tag of another type than the binding's is ignored.
    let set: @MainActor (AnyHashable?) -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        get = { binding.wrappedValue.map { AnyHashable($0) } }
        set = { tag in
            if let tag {
                if let value = tag.base as? Value { binding.wrappedValue = value }
            } else {
                binding.wrappedValue = nil
            }
        }
    }
}
