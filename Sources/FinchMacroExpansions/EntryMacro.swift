import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` in an extension of `EnvironmentValues` or `Transaction`, as
/// SwiftUI's `@Entry`: a private key type `__Key_name` (an `EnvironmentKey` or a `TransactionKey`) whose
/// `defaultValue` is the initial value, and the accessors
/// `get { self[__Key_name.self] } set { self[__Key_name.self] = newValue }`, as Apple's expands.
///
/// The default is a computed `static var`, as Apple's, so a value that is not `Sendable` (a class, a
/// closure) compiles in Swift 6 and is made afresh each time a reader finds no value set. The key
/// protocol is the one of the extended type (`lexicalContext`), qualified with FinchCore so that an
/// app's own type of the same name does not capture the expansion.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The container types `@Entry` is for, with their key protocols.
    static let keyProtocols = [
        "EnvironmentValues": "FinchCore.EnvironmentKey", "Transaction": "FinchCore.TransactionKey",
    ]

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let entry = Entry(declaration) else { return [] }
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let entry = Entry(declaration) else {
            throw EntryError.notAVariable
        }
        guard let keyProtocol = keyProtocol(in: context) else { throw EntryError.notInContainer }
        guard let type = entry.type else { throw EntryError.noType }
        guard let initial = entry.initialValue ?? (entry.isOptional ? "nil" : nil) else {
            throw EntryError.noDefault
        }
        return [
            """
            private struct \(raw: entry.keyName): \(raw: keyProtocol) {
                typealias Value = \(raw: type)
                static var defaultValue: Value { \(raw: initial) }
            }
            """
        ]
    }

    /// The key protocol of the type whose extension (or declaration) holds the property.
    static func keyProtocol(in context: some MacroExpansionContext) -> String? {
        for scope in context.lexicalContext {
            let name: String? =
                if let extensionDecl = scope.as(ExtensionDeclSyntax.self) {
                    extensionDecl.extendedType.trimmedDescription
                } else if let structDecl = scope.as(StructDeclSyntax.self) {
                    structDecl.name.text
                } else { nil }
            guard let name else { continue }
            // `SwiftUI.EnvironmentValues` and `EnvironmentValues` name the same type.
            let last = name.split(separator: ".").last.map(String.init) ?? name
            return keyProtocols[last]
        }
        return nil
    }
}

/// What `@Entry` reads of the property it is attached to.
struct Entry {
    let name: String
    let type: String?
    let initialValue: String?

    init?(_ declaration: some DeclSyntaxProtocol) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.accessorBlock == nil,
            let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        name = pattern.identifier.trimmedDescription
        type = binding.typeAnnotation?.type.trimmedDescription
        initialValue = binding.initializer?.value.trimmedDescription
    }

    /// The key type's name, as Apple's: `__Key_` and the property's name (backticks dropped).
    var keyName: String { "__Key_" + String(name.filter { $0 != "`" }) }

    /// Whether the type is written as an optional (`T?`, `Optional<T>`), whose default may be left out.
    var isOptional: Bool {
        guard let type else { return false }
        return type.hasSuffix("?") || type.hasPrefix("Optional<")
    }
}

/// Why `@Entry` cannot expand, as the compiler shows it at the attribute.
enum EntryError: Error, CustomStringConvertible {
    case notAVariable, notInContainer, noType, noDefault

    var description: String {
        switch self {
        case .notAVariable: "'@Entry' applies to one stored 'var' with a name"
        case .notInContainer: "'@Entry' can only be used in an extension of EnvironmentValues or Transaction"
        case .noType: "'@Entry' needs the property's type written out (var name: Type = value)"
        case .noDefault: "'@Entry' needs a default value (var name: Type = value), unless the type is optional"
        }
    }
}
