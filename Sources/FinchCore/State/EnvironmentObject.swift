import Foundation

/// An observable object supplied by an ancestor's `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
///
/// A missing object stops the program with a message naming the type, as SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Box {
        var object: ObjectType?
    }

    let box = Box()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            preconditionFailure(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: GraphLinkedProperty {
    func link(to node: ViewNode, slot: Int) {
        let current = node.environment[object: ObjectType.self]
        node.addEnvironmentDependency { $0[object: ObjectType.self] === current }
        guard let object = node.environment[object: ObjectType.self] as? ObjectType else {
            box.object = nil
            return
        }
        box.object = object
        ObjectSubscription.follow(object, from: node, slot: slot)
    }
}

extension EnvironmentObject: GraphComparable {
    /// Read from the environment, which the graph compares separately.
    func isGraphEqual(to other: Self) -> Bool { true }
}

extension View {
    /// Supplies `object` to `@EnvironmentObject` properties of type `T` in this subtree.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("environmentObject", ObjectIdentifier(object))) { $0[object: T.self] = object }
    }
}
