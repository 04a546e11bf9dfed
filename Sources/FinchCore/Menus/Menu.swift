import Foundation

/// A control that shows a menu of actions, as SwiftUI's `Menu`: its label is drawn like a button's;
/// tapping it (or, with a `primaryAction`, holding it 0.5 s) opens a platter of the content's buttons
/// by the label. Nested menus open in place, dividers and sections group rows, destructive buttons
/// are red, and a label's icon sits at the row's trailing edge, as on iOS 17.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    @State private var isOpen = false
    @Environment(\.isEnabled) private var isEnabled

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let open = LongPressGesture(minimumDuration: 0.5).onEnded { _ in isOpen = true }
        Button {
            if let primaryAction { primaryAction() } else { isOpen = true }
        } label: {
            label
        }
        // With a primary action, a long press opens the menu (and the tap does not run).
        .highPriorityGesture(open, including: primaryAction == nil || !isEnabled ? .subviews : .all)
        .menuPresentation(isPresented: $isOpen) { MenuElements.of(content) }
    }
}

extension Menu where Label == Text {
    /// Titled by a localisation key (what a string literal is here, as in SwiftUI): looked up in the app's
    /// string tables as `Text`'s key is; a `String` variable picks the overload that shows it as it is.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == FinchCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FinchCore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { FinchCore.Label(title, systemImage: systemImage) }
    }
}

extension Menu: MenuContent {
    /// Inside another menu's content: a submenu.
    var menuElements: [MenuElement] {
        let parts = label as? any MenuRowLabel
        return [
            .submenu(
                title: parts?.menuTitle ?? AnyView(label), icon: parts?.menuIcon, elements: MenuElements.of(content))
        ]
    }
}

extension Button where Label == FinchCore.Label<Text, Image> {
    /// A button whose label is a title and a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { FinchCore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { FinchCore.Label(title, systemImage: systemImage) }
    }

    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { FinchCore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { FinchCore.Label(title, systemImage: systemImage) }
    }
}
