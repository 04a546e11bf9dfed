import Foundation

/// A button that pushes its destination onto the navigation stack it is in, as SwiftUI's
/// `NavigationLink`. In a list's row it fills the row, in the primary colour, with a disclosure
/// chevron at the trailing edge, whatever `.buttonStyle` is around it (the row shows the press);
/// elsewhere it is a button, drawn by the button style around it as iOS 17 draws one (the default: the
/// tinted label, dimmed while pressed; `.plain`: the label as it is).
public struct NavigationLink<Label: View, Destination: View>: View {
    /// What a tap pushes: a view, or a value the stack shows through its `navigationDestination`.
    enum Target {
        case view(AnyView)
        case value(AnyHashable?)
        /// iOS 13's programmatic link: pushed while the binding is true (`isActive:`, `tag:selection:`).
        case presented(AnyView, Binding<Bool>)
    }

    let target: Target
    let label: Label
    @Environment(\.navigationController) private var controller
    @Environment(\.isInListRow) private var isInListRow
    @Environment(\.linksShowInNextColumn) private var showsInNextColumn
    @Environment(\.listRowPress) private var rowPress
    @Environment(\.listRowBadge) private var rowBadge

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(AnyView(destination))
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: some View {
        let target = target
        let controller = controller
        let push: @MainActor () -> Void = {
            switch target {
            case .view(let destination): controller?.push(destination)
            case .value(let value?): controller?.push(value: value)
            case .value(nil): break
            case .presented(_, let isActive): isActive.wrappedValue = true
            }
        }
        // Return on the row, selected in a focused list, opens the link.
        let _ = (rowPress?.activate = push)
        if case .presented(let destination, let isActive) = target {
            NavigationPresentedDestination(content: link(push), isPresented: isActive, destination: destination)
        } else {
            link(push)
        }
    }

    /// The link's button: a row with a chevron in a list, else its label.
    private func link(_ push: @escaping @MainActor () -> Void) -> some View {
        Button(action: push) {
            if isInListRow {
                HStack(spacing: 0) {
                    label.foregroundColor(.primary).environment(\.listRowBadge, nil)
                    Spacer(minLength: 8)
                    // The row's badge, before the chevron as iOS draws it.
                    if let rowBadge { rowBadge.padding(.trailing, showsInNextColumn ? 0 : ListMetrics.badgeSpacing) }
                    if !showsInNextColumn {
                        Image(systemName: "chevron.right")
                            .font(.system(size: 14, weight: .semibold))
                            .foregroundColor(ListMetrics.chevron)
                    }
                }
                // The buttons in the label see the styles around the link again.
                .outerButtonStyles()
            } else {
                label
            }
        }
        .rowLinkStyle(isInListRow)
    }
}

extension NavigationLink {
    /// iOS 13's programmatic link: a tap sets `isActive`, and the destination is pushed while it is true;
    /// popping the page sets it back to false. With an `EmptyView` label it is a link only code opens.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.target = .presented(AnyView(destination), isActive)
        self.label = label()
    }

    /// Pushed while `selection` is `tag`; a tap sets it, popping sets it to nil.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        let isActive = Binding<Bool>(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
        self.init(destination: destination, isActive: isActive, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// iOS 13's programmatic link titled by a localisation key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// iOS 13's programmatic link titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// iOS 16's form of the programmatic link, with the destination built last.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// A link titled by a localisation key (a string literal, looked up as `Text`'s key is).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by a localisation key (a string literal, looked up as `Text`'s key is).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// A link titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a page for `value` (nil: a link that does nothing), shown by the stack's
    /// `navigationDestination(for:)` for its type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled by a localisation key (a string literal, looked up as `Text`'s key is) that pushes a
    /// page for `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title` that pushes a page for `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension View {
    /// In a list's row, a link is drawn in the default look whatever `.buttonStyle` is around it: the
    /// row's look (chevron, grey row while pressed) stands, as on iOS. Done through the environment so
    /// `Button` keeps its stored layout.
    fileprivate func rowLinkStyle(_ isInListRow: Bool) -> ModifiedContent<Self, _EnvironmentWriter> {
        let automatic = AnyButtonStyle(primitive: DefaultButtonStyle())
        return transformEnvironmentValues(("rowLinkStyle", isInListRow)) { environment in
            if isInListRow { environment.buttonStyles.styles.append(automatic) }
        }
    }
}

extension NavigationLink: ListRowLink {}
