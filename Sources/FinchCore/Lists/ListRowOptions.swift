import Foundation

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the context decides.
    case automatic
    case visible
    case hidden
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ edge: VerticalEdge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// What a row's content asks of its row's chrome (`.listRowBackground`, `.listRowSeparator`), passed up
/// as a preference; the innermost setting in the row wins.
struct ListRowOptions {
    var background: AnyView?
    var separator: Visibility?
    /// How far after the start of the row's content its separator starts: where a label's title
    /// starts, after its icon.
    var separatorOffset: CGFloat?
}

struct ListRowOptionsKey: PreferenceKey {
    static let defaultValue = ListRowOptions()

    static func reduce(value: inout ListRowOptions, nextValue: () -> ListRowOptions) {
        let next = nextValue()
        value.background = next.background ?? value.background
        value.separator = next.separator ?? value.separator
        value.separatorOffset = value.separatorOffset ?? next.separatorOffset
    }
}

/// A label in a list row: its icon centred in a fixed column, so titles of rows line up whatever
/// their icons, and the row's separator starting at the title, as iOS lays out list labels.
struct ListRowLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.listItemTint) private var tint

    var body: some View {
        HStack(spacing: ListMetrics.labelIconSpacing) {
            // iOS tints a list label's icon with the accent colour, or the `.listItemTint`.
            configuration.icon.foregroundColor(tint?.color ?? .accentColor).frame(width: ListMetrics.labelIconColumn)
            configuration.title
        }
        .preference(
            key: ListRowOptionsKey.self,
            value: ListRowOptions(separatorOffset: ListMetrics.labelIconColumn + ListMetrics.labelIconSpacing))
    }
}

extension View {
    /// The view drawn behind the list row this view is in, instead of the style's (nil: the style's).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        preference(key: ListRowOptionsKey.self, value: ListRowOptions(background: view.map { AnyView($0) }))
    }

    /// Shows or hides the separator of the list row this view is in. A row draws one separator, below
    /// it, so only `.bottom` in `edges` matters here.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        preference(
            key: ListRowOptionsKey.self,
            value: ListRowOptions(separator: edges.contains(.bottom) ? visibility : nil))
    }
}
