import Foundation
import Observation

/// A value read from the view's environment, as SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(Any.Type)
    }

    final class Box {
        var environment: EnvironmentValues?
    }

    let source: Source
    let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    public var wrappedValue: Value {
        let environment = box.environment ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let type):
            guard let object = environment[object: type] as? Value else {
                preconditionFailure(
                    "No Observable object of type \(type) found. A View.environment(_:) for \(type) "
                        + "may be missing as an ancestor of this view.")
            }
            return object
        }
    }
}

extension Environment where Value: AnyObject & Observable {
    /// An `@Observable` object supplied by an ancestor's `.environment(_:)`.
    public init(_ objectType: Value.Type) {
        source = .object(objectType)
    }
}

extension Environment: GraphLinkedProperty {
    func link(to node: ViewNode, slot: Int) {
        let environment = node.environment
        box.environment = environment
        switch source {
        case .keyPath(let keyPath):
            let value = environment[keyPath: keyPath]
            node.addEnvironmentDependency { ValueEquality.areEqual($0[keyPath: keyPath], value) }
        case .object(let type):
            let object = environment[object: type]
            node.addEnvironmentDependency { $0[object: type] === object }
        }
    }
}

extension Environment: GraphComparable {
    /// Read from the environment, which the graph compares separately.
    func isGraphEqual(to other: Self) -> Bool { true }
}

extension View {
    /// Supplies an `@Observable` object to `@Environment(T.self)` in this subtree.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(object.map { ("object", ObjectIdentifier($0)) }) { $0[object: T.self] = object }
    }
}
