import Foundation

/// A text field an alert shows from its `actions` (iOS 16's `TextField` and `SecureField` in alerts).
@MainActor
protocol AlertTextFieldContent {}

extension TextField: AlertTextFieldContent {}
extension SecureField: AlertTextFieldContent {}

/// A modified view in an alert's actions: its content's fields, each with the modifier applied again
/// (`.textInputAutocapitalization(.never)`, `.onSubmit`, `.focused` keep working on the field).
@MainActor
protocol ModifiedAlertTextFieldContent {
    var alertFieldContent: any View { get }
    func applyingAlertFieldModifier(to field: AnyView) -> AnyView
}

extension ModifiedContent: ModifiedAlertTextFieldContent where Content: View, Modifier: ViewModifier {
    var alertFieldContent: any View { content }

    func applyingAlertFieldModifier(to field: AnyView) -> AnyView {
        AnyView(field.modifier(modifier))
    }
}

/// The text fields among an alert's actions, in the order written, wherever they sit among the
/// buttons: in a group, a conditional, a `ForEach`, an `AnyView`, under modifiers. A program's own
/// view wrapping a field is not opened (its body would be evaluated outside the graph).
@MainActor
enum AlertTextFields {
    static func of(_ view: any View) -> [AnyView] {
        if view is any AlertTextFieldContent { return [AnyView(view)] }
        if let list = view.ownViewList {
            return (0..<list.count).flatMap { of(list.view(at: $0)) }
        }
        if let erased = view as? AnyView { return of(erased.view) }
        if let modified = view as? any ModifiedAlertTextFieldContent {
            return of(modified.alertFieldContent).map { modified.applyingAlertFieldModifier(to: $0) }
        }
        return []
    }
}
