import Foundation

/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView` (iOS 17): a
/// large secondary symbol over a bold `.title2` title, a secondary description below, then the
/// actions, centred in all the space it is offered, its text centred line by line.
///
/// Apple gives no numbers for it; Finch's, pinned by `ContentUnavailableViewTests`: a 48-pt symbol,
/// 12 pt between it and the title, 8 pt between title and description, 16 pt before the actions, the
/// description in `.callout`, 16 pt of margin at the sides.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(ContentUnavailableLabelStyle())
                    .font(.title2.bold())
                description
                    .font(.callout)
                    .foregroundStyle(.secondary)
            }
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView
where Label == FinchCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title under a symbol, with an optional description (`ContentUnavailableView("No Mail",
    /// systemImage: "tray", description: Text("New mail appears here."))`).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { FinchCore.Label(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }) {
            description
        }
    }

    /// A title under a symbol, the title used as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { FinchCore.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }) {
            description
        }
    }

    /// A title under an image resource.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { FinchCore.Label(title: { Text(titleKey) }, icon: { Image(name) }) }) { description }
    }

    /// A title under an image resource, the title used as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { FinchCore.Label(title: { Text(title) }, icon: { Image(name) }) }) { description }
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// What a search that found nothing shows: "No Results" under a magnifying glass, and "Check the
    /// spelling or try a new search.".
    public static var search: Self { searchResult(for: nil) }

    /// What a search for `text` that found nothing shows: "No Results for “text”" (plain "No Results"
    /// for empty text).
    public static func search(text: String) -> Self { searchResult(for: text) }

    private static func searchResult(for text: String?) -> Self {
        Self(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

/// The symbol over the title, the symbol large and secondary (any label in a `ContentUnavailableView`).
struct ContentUnavailableLabelStyle: LabelStyle {
    /// The symbol's size, in points.
    static var symbolSize: CGFloat { 48 }

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: Self.symbolSize))
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}
