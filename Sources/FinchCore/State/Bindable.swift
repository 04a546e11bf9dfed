import Foundation
import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(
            location: ObjectLocation(object: wrappedValue, keyPath: keyPath), snapshot: wrappedValue[keyPath: keyPath])
    }
}

extension Bindable: DynamicProperty {}
