import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(name, traits: …) { body }`: a private type holding a constant record in the `finch_previews`
/// section, whose function makes the `Preview` with the macro's own arguments and the closure.
///
/// The record is a constant (`@section` takes no code run at load time), so its tag is a literal:
/// `Preview.recordKind`, which `Preview.all` looks for. Names are qualified with FinchCore (re-exported by
/// Finch and SwiftUI) so that a type of the app's own named `Preview` does not capture the expansion.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let holder = context.makeUniqueName("FinchPreview")
        let call = previewCall(node)
        return [
            """
            private enum \(holder) {
                @section("finch_previews") @used static let record: FinchCore._FinchPreviewRecord = (
                    kind: 0x4650_5657, make: { FinchCore._finchStorePreview(\(raw: call), at: $0) }
                )
            }
            """
        ]
    }

    /// `FinchCore.Preview(<the macro's arguments>, fileID: #fileID, line: #line, body: <closure>)`.
    static func previewCall(_ node: some FreestandingMacroExpansionSyntax) -> String {
        var arguments: [String] = []
        var body = node.trailingClosure?.trimmedDescription
        for argument in node.arguments {
            if argument.label?.text == "body" {
                body = argument.expression.trimmedDescription
            } else {
                let label = argument.label.map { "\($0.text): " } ?? ""
                arguments.append(label + argument.expression.trimmedDescription)
            }
        }
        arguments += ["fileID: #fileID", "line: #line"]
        if let body { arguments.append("body: \(body)") }
        return "FinchCore.Preview(" + arguments.joined(separator: ", ") + ")"
    }
}
