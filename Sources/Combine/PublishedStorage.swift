import FinchUnsafe
import Foundation

/// What every `@Published` property's storage holds besides its value: for the first `@Published`
/// property of an object, that object's `objectWillChange` publisher, made on first use.
///
/// Kept there, as Combine keeps it, instead of in a table of weak references to objects: a weak
/// reference gives the object a side table, and then every retain and release of it (a binding to one of
/// its properties, each row of a list made from it) takes the runtime's slow path.
@usableFromInline
class PublishedStorage: @unchecked Sendable {
    private let objectPublisher = LockedValue<ObservableObjectPublisher?>(nil)

    init() {}

    /// The publisher of the object whose first `@Published` property this is.
    func objectWillChange() -> ObservableObjectPublisher {
        objectPublisher.withLock { publisher in
            if let publisher { return publisher }
            let made = ObservableObjectPublisher()
            publisher = made
            return made
        }
    }

    /// The storage of `object`'s first `@Published` property, nil when it has none.
    static func first(of object: AnyObject) -> PublishedStorage? {
        guard let offset = firstOffset(in: type(of: object)) else { return nil }
        // A `Published` is a single reference to its storage (its one stored property), so the field
        // holds exactly that reference.
        return UnsafeRuntime.downcast(UnsafeRuntime.reference(at: offset, in: object), to: PublishedStorage.self)
    }

    /// Where the first `@Published` property of instances of `type` is, by type, found once.
    private static let offsets = LockedValue(SendableBox([ObjectIdentifier: Int?]()))

    private static func firstOffset(in type: AnyClass) -> Int? {
        let key = ObjectIdentifier(type)
        if let known = offsets.withLock({ $0.value[key] }) { return known }
        // Superclasses' fields come first, at their offsets in the object.
        let found = UnsafeRuntime.storedFields(ofClass: type).first { $0.type is any PublishedProperty.Type }?.offset
        offsets.withLock { $0.value[key] = .some(found) }
        return found
    }
}

/// `Published` of any value type, for finding an object's `@Published` properties by their types.
protocol PublishedProperty {}

extension Published: PublishedProperty {}
