import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import FinchMacroExpansions

/// `#Preview` with `@Previewable` variables, checked as text: the variables become a view's properties, the
/// rest of the closure its body, and the preview draws that view.
@Suite("#Preview's expansion with @Previewable")
struct PreviewableExpansionTests {
    private func expand(_ source: String) -> String {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(
            sourceFiles: [file: .init(moduleName: "App", fullFilePath: "App.swift")])
        return file.expand(
            macros: ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self],
            contextGenerator: { node in
                BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
            }, indentationWidth: .spaces(4)
        ).description
    }

    /// `text` with every run of whitespace made one space (the expansion is reformatted when expanded).
    private func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("The marked variables become a view's state, the other statements its body")
    func split() {
        let text = expand(
            """
            #Preview("Toggle") {
                @Previewable @State var isOn = false
                Toggle("On", isOn: $isOn)
            }
            """)
        #expect(text.contains("struct __macro_local_16FinchPreviewablefMu_: FinchCore.View {"))
        #expect(text.contains("@State var isOn = false"))
        #expect(!text.contains("@Previewable"))
        #expect(text.contains("var body: some FinchCore.View {\n        Toggle(\"On\", isOn: $isOn)"))
        #expect(squeezed(text).contains("body: { __macro_local_16FinchPreviewablefMu_() }"))
    }

    @Test("A preview without @Previewable keeps its closure as it is")
    func unchanged() {
        let text = expand("#Preview { Text(\"Hi\") }")
        #expect(!text.contains("FinchPreviewable"))
        #expect(squeezed(text).contains("body: { Text(\"Hi\") }"))
    }
}
