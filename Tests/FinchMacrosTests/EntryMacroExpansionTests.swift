import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import FinchMacroExpansions

/// `@Entry`'s expansion, checked as text: the source is parsed and expanded with the macro's type as the
/// compiler would (the toolchain ships no `SwiftSyntaxMacrosTestSupport`; `expand(macros:in:)` is what
/// that module's `assertMacroExpansion` runs).
@Suite("@Entry's expansion")
struct EntryMacroExpansionTests {
    /// `source` expanded with `@Entry`, and the errors the expansion reported.
    private func expand(_ source: String) -> (text: String, errors: [String]) {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(
            sourceFiles: [file: .init(moduleName: "App", fullFilePath: "App.swift")])
        // Each expansion sees the declarations around it, as the compiler's do (`lexicalContext`).
        let expanded = file.expand(
            macros: ["Entry": EntryMacro.self],
            contextGenerator: { node in
                BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
            }, indentationWidth: .spaces(4))
        return (expanded.description, context.diagnostics.map(\.message))
    }

    @Test("a property with a default becomes accessors over a private key, as Apple's expands")
    func environment() {
        let result = expand(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .red
            }
            """)
        #expect(result.errors.isEmpty)
        #expect(
            result.text == """
                extension EnvironmentValues {
                    var accent: Color {
                        get {
                            self[__Key_accent.self]
                        }
                        set {
                            self[__Key_accent.self] = newValue
                        }
                    }

                    private struct __Key_accent: FinchCore.EnvironmentKey {
                        typealias Value = Color
                        static var defaultValue: Value {
                            .red
                        }
                    }
                }
                """)
    }

    @Test("an optional property without a default defaults to nil; a qualified container is found")
    func optional() {
        let result = expand(
            """
            extension SwiftUI.EnvironmentValues {
                @Entry var note: String?
            }
            """)
        #expect(result.errors.isEmpty)
        #expect(result.text.contains("private struct __Key_note: FinchCore.EnvironmentKey"))
        #expect(result.text.contains("typealias Value = String?"))
        #expect(result.text.contains("static var defaultValue: Value {\n            nil\n        }"))
    }

    @Test("misuse is reported at the attribute: no type, no default, another container")
    func misuse() {
        #expect(
            expand("extension EnvironmentValues { @Entry var count = 3 }").errors == [
                EntryError.noType.description
            ])
        #expect(
            expand("extension EnvironmentValues { @Entry var count: Int }").errors == [
                EntryError.noDefault.description
            ])
        #expect(
            expand("extension Array { @Entry var count: Int = 3 }").errors == [EntryError.notInContainer.description])
    }
}

@Suite("@Entry's expansion in a Transaction")
struct EntryMacroTransactionExpansionTests {
    @Test("in an extension of Transaction the key is a TransactionKey")
    func transaction() {
        let file = Parser.parse(source: "extension Transaction {\n    @Entry var isUserDriven: Bool = false\n}")
        let context = BasicMacroExpansionContext()
        let expanded = file.expand(
            macros: ["Entry": EntryMacro.self],
            contextGenerator: { node in
                BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
            }, indentationWidth: .spaces(4))
        #expect(context.diagnostics.isEmpty)
        #expect(expanded.description.contains("private struct __Key_isUserDriven: FinchCore.TransactionKey {"))
        #expect(expanded.description.contains("self[__Key_isUserDriven.self] = newValue"))
    }
}
