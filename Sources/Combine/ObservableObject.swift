import FinchUnsafe
import Foundation

/// A class whose changes views follow, as SwiftUI's (Combine's) `ObservableObject`.
///
/// Every `@Published` setter sends `objectWillChange` before the value changes; views holding
/// the object (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`) re-evaluate at the next update.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, made on first use.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}

/// The publisher behind `objectWillChange`: it sends no value, only "about to change".
public final class ObservableObjectPublisher: Publisher, Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()
    /// Fired after a `@Published` property has stored its new value (Finch's views use it for changes
    /// made on other threads: the "will change" arrives before the value can be read).
    private let stored = PassthroughSubject<Void, Never>()

    public init() {}

    public func send() { subject.send() }

    package func sendStored() { stored.send() }

    package func subscribeStored(_ receive: @escaping () -> Void) -> AnyCancellable {
        stored.subscribe { _ in receive() }
    }

    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        subject.subscribe(receive)
    }

    /// The publisher of `object`, shared by every caller while the object lives: kept by its first
    /// `@Published` property, or for an object without one, in a table of weak references.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        if let storage = PublishedStorage.first(of: object) { return storage.objectWillChange() }
        return PublisherRegistry.shared.publisher(for: object)
    }
}

/// Maps live objects to their `objectWillChange` publishers, for objects without a `@Published`
/// property (the others keep theirs in that property's storage).
///
/// Swift tells nobody when an object is freed, so an entry outlives its object until the table is
/// swept: every insertion sweeps the whole table first, so no dead entry is left once a new object
/// registers, whatever the count. Only objects that announce changes themselves come here, once each,
/// so the sweep walks few entries.
final class PublisherRegistry: Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    static let shared = PublisherRegistry()
    private let table = LockedValue(SendableBox([ObjectIdentifier: Entry]()))

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        return table.withLock { box in
            if let entry = box.value[key], entry.object === object { return entry.publisher }
            // A dead entry at a reused address is replaced here; every other dead one is swept out.
            if box.value.values.contains(where: { $0.object == nil }) {
                box.value = box.value.filter { $0.value.object != nil }
            }
            let publisher = ObservableObjectPublisher()
            box.value[key] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }

    /// How many entries the table holds, and how many of them belong to freed objects (for tests).
    var counts: (entries: Int, dead: Int) {
        table.withLock { box in (box.value.count, box.value.values.count { $0.object == nil }) }
    }
}
