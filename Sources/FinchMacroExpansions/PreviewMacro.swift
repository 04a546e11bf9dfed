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
        // `@Previewable` variables (iOS 18) become the state of a view made for the preview, whose body is
        // the rest of the closure, as Apple's expansion makes one.
        var wrapper: DeclSyntax?
        var body: String?
        if let closure = previewClosure(node), let split = PreviewableSplit(closure) {
            let name = context.makeUniqueName("FinchPreviewable")
            wrapper = """
                private struct \(name): FinchCore.View {
                    \(raw: split.properties.joined(separator: "\n"))
                    var body: some FinchCore.View {
                        \(raw: split.body)
                    }
                }
                """
            body = "{ \(name)() }"
        }
        let call = previewCall(node, body: body)
        let record: DeclSyntax = """
            private enum \(holder) {
                @section("finch_previews") @used static let record: FinchCore._FinchPreviewRecord = (
                    kind: 0x4650_5657, make: { FinchCore._finchStorePreview(\(raw: call), at: $0) }
                )
            }
            """
        return [wrapper, record].compactMap { $0 }
    }

    /// The closure the preview draws: the trailing one, or the `body:` argument.
    static func previewClosure(_ node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
        if let trailing = node.trailingClosure { return trailing }
        return node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    }

    /// `FinchCore.Preview(<the macro's arguments>, fileID: #fileID, line: #line, body: <closure>)`.
    static func previewCall(_ node: some FreestandingMacroExpansionSyntax, body replacement: String? = nil) -> String {
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
        if let body = replacement ?? body { arguments.append("body: \(body)") }
        return "FinchCore.Preview(" + arguments.joined(separator: ", ") + ")"
    }
}

/// A preview closure's `@Previewable` variables (written as the view's properties, the attribute taken
/// off) and the rest of its statements (the view's body); nil when it has none.
struct PreviewableSplit {
    let properties: [String]
    let body: String

    init?(_ closure: ClosureExprSyntax) {
        var properties: [String] = []
        var rest: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), Self.isPreviewable(variable) {
                let attributes = variable.attributes.filter { !Self.isPreviewableAttribute($0) }
                properties.append(variable.with(\.attributes, attributes).trimmedDescription)
            } else {
                rest.append(item.trimmedDescription)
            }
        }
        guard !properties.isEmpty else { return nil }
        self.properties = properties
        body = rest.joined(separator: "\n")
    }

    private static func isPreviewable(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains(where: isPreviewableAttribute)
    }

    private static func isPreviewableAttribute(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}

/// `@Previewable`: marks a variable of a `#Preview` closure as the preview's state; `#Preview` does the work
/// (`PreviewableSplit`), so the attribute itself adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
