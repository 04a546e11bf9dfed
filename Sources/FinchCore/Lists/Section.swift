import Foundation

/// A part of a list with an optional header and footer, as SwiftUI's `Section`.
///
/// Outside a list it is its content, header and footer one after another.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: some View {
        header
        content
        footer
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by a localisation key (a string literal, looked up as `Text`'s key is).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section headed by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section as a list sees it: what it shows above, in and below it.
@MainActor
protocol ListSectionContent {
    var headerView: (any View)? { get }
    var footerView: (any View)? { get }
    var rows: any ViewList { get }
    /// `view` (the section's header or footer) under the environment modifiers on the section, so
    /// `.headerProminence` or `.badgeProminence` set on a section reach its header as they reach its rows.
    func inSectionEnvironment(_ view: any View) -> any View
}

extension Section: ListSectionContent {
    var headerView: (any View)? { Parent.self == EmptyView.self ? nil : header }
    var footerView: (any View)? { Footer.self == EmptyView.self ? nil : footer }
    var rows: any ViewList { content.asViewList }
    func inSectionEnvironment(_ view: any View) -> any View { view }
}

/// A modified section is still a section: the modifier applies to each of its rows, as a modifier on a
/// `ForEach` applies to each element (its traits, `.listSectionSeparator`, stay the section's).
extension ModifiedContent: ListSectionContent where Content: ListSectionContent, Modifier: ViewModifier {
    var headerView: (any View)? { content.headerView }
    var footerView: (any View)? { content.footerView }
    var rows: any ViewList { ModifiedViewList(base: content.rows, modifier: modifier) }

    /// Only environment modifiers reach the header and footer: a `.padding` or a trait on a section is
    /// each row's.
    func inSectionEnvironment(_ view: any View) -> any View {
        let inner = content.inSectionEnvironment(view)
        guard let writer = modifier as? _EnvironmentWriter else { return inner }
        return ModifiedContent<AnyView, _EnvironmentWriter>(content: AnyView(erasing: inner), modifier: writer)
    }
}

/// A section that may not be there, or one of several: `if !items.isEmpty { Section { … } }`, or
/// `if … { Section … } else { Section … }` (and `switch`), in a `ForEach`'s content. Every branch must be
/// a section (or another such choice), so a `ForEach` of `if … { Text } else { Image }` stays rows.
@MainActor
protocol OptionalListSection {
    var section: (any ListSectionContent)? { get }
}

extension Section: OptionalListSection {
    var section: (any ListSectionContent)? { self }
}

extension ModifiedContent: OptionalListSection where Content: ListSectionContent, Modifier: ViewModifier {
    var section: (any ListSectionContent)? { self }
}

extension Optional: OptionalListSection where Wrapped: OptionalListSection {
    var section: (any ListSectionContent)? { self?.section }
}

extension _ConditionalContent: OptionalListSection
where TrueContent: OptionalListSection, FalseContent: OptionalListSection {
    var section: (any ListSectionContent)? {
        switch storage {
        case .trueContent(let view): return view.section
        case .falseContent(let view): return view.section
        }
    }
}
