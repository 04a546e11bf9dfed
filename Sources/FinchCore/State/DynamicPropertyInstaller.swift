import FinchUnsafe
import Foundation

/// Links a view's dynamic properties (state, objects, environment) to its graph node before `body` runs.
///
/// Properties are found in declaration order, also inside user `DynamicProperty` structs; slot numbers
/// follow that order, so state survives as long as the view's shape does.
///
/// Where they are is worked out once per type, from the runtime's field metadata (offsets and field
/// types), and kept as a plan: evaluating a view again links its properties at their offsets without
/// reflecting on it. Only fields of struct type are asked whether they are dynamic properties (all of
/// Finch's are structs, as SwiftUI's are), so a view of plain values and references costs no
/// conformance lookup at all: the runtime's first lookup of a protocol for a type scans every
/// conformance record in the process, and a page of an app brings a few hundred new types.
@MainActor
enum DynamicPropertyInstaller {
    /// One property of a plan.
    private enum Step {
        /// A built-in property (`@State`, `@Environment`…) at `offset`: linked to the next slot.
        case link(offset: Int, type: any GraphLinkedProperty.Type)
        /// A struct holding properties (a user's `DynamicProperty`, an app) at `offset`, walked by its own
        /// plan; `opened` is its type as a type parameter, for copying it out (`UnsafeRuntime.open`).
        case nested(offset: Int, type: Any.Type, opened: any OpenedType.Type)
    }

    /// How to find a type's properties.
    private enum Plan {
        case steps([Step])
        /// A class, whose fields the metadata does not describe without an instance: reflected on each time.
        case mirror
    }

    private static var plans: [ObjectIdentifier: Plan] = [:]
    /// Views that hold an `App`, whose properties belong to the view's node (`_AppBody`).
    private static var appHosts: Set<ObjectIdentifier> = []

    /// Makes `V`'s fields of `App` type walked for properties (a scene graph's root view).
    static func registerAppHost<V>(_: V.Type) {
        appHosts.insert(ObjectIdentifier(V.self))
        plans[ObjectIdentifier(V.self)] = nil
    }

    static func install<V>(in view: V, node: ViewNode) {
        let plan = plan(for: V.self)
        if case .steps(let steps) = plan, steps.isEmpty { return }
        var slot = 0
        UnsafeRuntime.withAddress(of: view) { run(plan, value: view, at: $0, node: node, slot: &slot) }
    }

    private static func plan(for type: Any.Type) -> Plan {
        let key = ObjectIdentifier(type)
        if let known = plans[key] { return known }
        let made = makePlan(for: type, hostsApp: appHosts.contains(key))
        plans[key] = made
        return made
    }

    /// `walksEveryStruct`: every struct field is walked for properties, dynamic property or not (a
    /// `StyleProperties`, whose style is a plain struct that may hold `@Environment` and `@State`).
    private static func makePlan(for type: Any.Type, hostsApp: Bool, walksEveryStruct: Bool = false) -> Plan {
        // Not a struct or tuple: a class is reflected on; an enum (or any other kind) has no fields the
        // graph links, as SwiftUI links none in an enum view.
        guard let fields = UnsafeRuntime.storedFields(of: type) else {
            return UnsafeRuntime.kind(of: type) == .classType ? .mirror : .steps([])
        }
        var steps: [Step] = []
        for field in fields where field.kind == .structure {
            // `DynamicProperty` first: most fields are not, and they cost this one lookup.
            if walksEveryStruct {
                steps.append(.nested(offset: field.offset, type: field.type, opened: UnsafeRuntime.open(field.type)))
            } else if field.type is any DynamicProperty.Type {
                if let linked = field.type as? any GraphLinkedProperty.Type {
                    steps.append(.link(offset: field.offset, type: linked))
                } else {
                    // A style's holder is asked only here, of the rare dynamic property that is not built in.
                    if field.type is any StylePropertiesHolder.Type, plans[ObjectIdentifier(field.type)] == nil {
                        plans[ObjectIdentifier(field.type)] = makePlan(
                            for: field.type, hostsApp: false, walksEveryStruct: true)
                    }
                    steps.append(
                        .nested(offset: field.offset, type: field.type, opened: UnsafeRuntime.open(field.type)))
                }
            } else if hostsApp, field.type is any App.Type {
                steps.append(.nested(offset: field.offset, type: field.type, opened: UnsafeRuntime.open(field.type)))
            }
        }
        return .steps(steps)
    }

    /// Links the properties of `value`, which is at `address`, following its type's plan `found`.
    private static func run(
        _ found: Plan, value: @autoclosure () -> Any, at address: UnsafeRawPointer, node: ViewNode,
        slot: inout Int
    ) {
        switch found {
        case .mirror:
            visit(value(), node: node, slot: &slot)
        case .steps(let steps):
            for step in steps {
                switch step {
                case .link(let offset, let type):
                    type.link(at: address + offset, to: node, slot: slot)
                    slot += 1
                case .nested(let offset, let type, let opened):
                    let field = address + offset
                    run(plan(for: type), value: load(opened, at: field), at: field, node: node, slot: &slot)
                }
            }
        }
    }

    /// A copy of the value of type `Opened.Value` at `address`.
    private static func load<Opened: OpenedType>(_: Opened.Type, at address: UnsafeRawPointer) -> Any {
        UnsafeRuntime.value(at: address, as: Opened.Value.self)
    }

    /// Links the properties of a value the metadata does not describe, through its mirror.
    private static func visit(_ value: Any, node: ViewNode, slot: inout Int) {
        for child in Mirror(reflecting: value).children {
            if let linked = child.value as? any GraphLinkedProperty {
                linked.link(to: node, slot: slot)
                slot += 1
            } else if child.value is any DynamicProperty {
                visit(child.value, node: node, slot: &slot)
            }
        }
    }
}

extension GraphLinkedProperty {
    /// Links the property stored at `address` (a field of a view whose plan found it there).
    fileprivate static func link(at address: UnsafeRawPointer, to node: ViewNode, slot: Int) {
        UnsafeRuntime.value(at: address, as: Self.self).link(to: node, slot: slot)
    }
}
