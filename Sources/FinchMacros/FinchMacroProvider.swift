import FinchMacroExpansions
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// Maps the macro names the compiler asks for (`#externalMacro(module:type:)`) to their types.
struct FinchMacroProvider: PluginProvider {
    struct UnknownMacro: Error, CustomStringConvertible {
        let typeName: String
        var description: String { "FinchMacros has no macro named \(typeName)" }
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": PreviewMacro.self
        case "EntryMacro": EntryMacro.self
        case "PreviewableMacro": PreviewableMacro.self
        default: throw UnknownMacro(typeName: typeName)
        }
    }
}
