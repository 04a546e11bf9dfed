import Foundation

/// A title with an icon, as SwiftUI's `Label`; `labelStyle` chooses what shows.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    @Environment(\.isInListRow) private var isInListRow

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        let configuration = LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon))
        // In a list row the default style is the list's: a fixed icon column, the separator at the title.
        if isInListRow && style.kind == ObjectIdentifier(DefaultLabelStyle.self) {
            ListRowLabel(configuration: configuration)
        } else if style.kind == ObjectIdentifier(DefaultLabelStyle.self) {
            style.makeBody(configuration: configuration)
        } else {
            // The style's body sees the default style, so a `Label(configuration)` inside it is drawn
            // with title and icon instead of recursing into the same style.
            style.makeBody(configuration: configuration).defaultLabelStyle()
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration: inside the style's `makeBody` it is drawn with the
    /// default style (title and icon), so a style can decorate the standard look.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label whose icon is an image resource (or file path), titled by a localisation key (a string
    /// literal, looked up as `Text`'s key is).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label whose icon is an image resource (or file path).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A title beside a symbol image (`Image(systemName:)`), the title a localisation key (a string
    /// literal, looked up as `Text`'s key is).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A title beside a symbol image (`Image(systemName:)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// The parts a label style arranges.
public struct LabelStyleConfiguration {
    /// The title as a style gets it: a type-erased view (SwiftUI names the type
    /// `LabelStyleConfiguration.Title`).
    public typealias Title = AnyView
    /// The icon as a style gets it, type-erased.
    public typealias Icon = AnyView

    /// The label's title (kept for accessibility even when a style hides it).
    public let title: AnyView
    public let icon: AnyView
}

/// How a label arranges its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// Icon before title (iOS's default for a label outside lists and toolbars).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the icon; the title stays for accessibility.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The platform's default label style: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A type-erased label style, stored in the environment; two are equal when their styles are (type and
/// fields), so a style whose parameters change draws its labels again.
struct AnyLabelStyle: GraphComparable {
    let style: Any
    let make: @MainActor (LabelStyleConfiguration) -> AnyView
    let kind: ObjectIdentifier

    /// The style's body is evaluated in a view of its own (`StyledLabel`), so the style's dynamic
    /// properties (`@Environment`, `@State`) are linked before `makeBody` runs, as other styles' are.
    @MainActor init<S: LabelStyle>(_ style: S) {
        self.style = style
        make = { AnyView(StyledLabel(style: StyleProperties(value: style), configuration: $0)) }
        kind = ObjectIdentifier(S.self)
    }

    func isGraphEqual(to other: AnyLabelStyle) -> Bool {
        ValueEquality.areEqual(style, other.style)
    }

    @MainActor func makeBody(configuration: LabelStyleConfiguration) -> AnyView {
        make(configuration)
    }
}

/// Evaluates a label style's body in a view of its own, so the style's dynamic properties are linked.
struct StyledLabel<Style: LabelStyle>: View {
    let style: StyleProperties<Style>
    let configuration: LabelStyleConfiguration

    var body: some View {
        style.value.makeBody(configuration: configuration)
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle? { nil }
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] ?? MainActor.assumeIsolated { AnyLabelStyle(DefaultLabelStyle()) } }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// How labels in this view arrange their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyLabelStyle(style)
        return transformEnvironmentValues(("labelStyle", style)) { $0.labelStyle = erased }
    }

    /// This view with the default label style (a label style's body).
    func defaultLabelStyle() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("defaultLabelStyle") { $0.labelStyle = AnyLabelStyle(DefaultLabelStyle()) }
    }
}
