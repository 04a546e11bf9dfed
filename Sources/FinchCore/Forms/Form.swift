import Foundation

/// Controls for entering data, grouped in sections, as SwiftUI's `Form` on iOS: an inset grouped
/// list whose rows are a label and a control (toggles, pickers, date pickers, buttons).
///
/// Pickers in a form show their label leading and their choice trailing; an inline picker's options
/// are rows of the section.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formLook) private var look

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        // `.columns` is macOS's trailing-aligned label column; on iOS every form style is the grouped
        // look, as Finch draws it too.
        List { content }
            .listStyle(.insetGrouped)
            .environment(\.isInForm, true)
    }
}

/// How a `Form` looks, as SwiftUI's `FormStyle`: set with `.formStyle(_:)`.
public protocol FormStyle {}

/// What Finch draws for a form style (one look on iOS; kept so a later macOS look has a place).
enum FormLook: Hashable, Sendable {
    case grouped
    case columns
}

/// A style Finch knows how to draw.
protocol FormLookProviding {
    var look: FormLook { get }
}

/// The platform's default (`.automatic`): grouped on iOS.
public struct AutomaticFormStyle: FormStyle, FormLookProviding {
    public init() {}
    var look: FormLook { .grouped }
}

/// Sections as grouped cards (`.grouped`).
public struct GroupedFormStyle: FormStyle, FormLookProviding {
    public init() {}
    var look: FormLook { .grouped }
}

/// macOS's label column (`.columns`); drawn grouped, as iOS does.
public struct ColumnsFormStyle: FormStyle, FormLookProviding {
    public init() {}
    var look: FormLook { .columns }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormLookKey: EnvironmentKey {
    static let defaultValue = FormLook.grouped
}

private struct IsInFormKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The look of forms in this view (`.formStyle`).
    var formLook: FormLook {
        get { self[FormLookKey.self] }
        set { self[FormLookKey.self] = newValue }
    }

    /// Inside a `Form`.
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the forms in this view.
    public func formStyle<S: FormStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let look = (style as? any FormLookProviding)?.look ?? .grouped
        return transformEnvironmentValues(("formStyle", look)) { $0.formLook = look }
    }
}
