import Combine
import Foundation

/// The toolbar items of one page, as its `.toolbar` modifiers registered them; the page's bars draw
/// them. A reference shared by the page and its bars: the modifiers write it while their page is
/// evaluated, and the bars (observing it) are evaluated again afterwards in the same update.
///
/// The items travel this way, not as a preference, because views cannot be compared: a preference
/// of views would never settle.
@MainActor
final class ToolbarStore: ObservableObject {
    /// Each registering modifier's items, in the order the modifiers first registered.
    private var registrations: [(owner: ObjectIdentifier, entries: [ToolbarEntry])] = []

    nonisolated init() {}

    /// Replaces the items `owner` registered (none removes them).
    func set(_ entries: [ToolbarEntry], for owner: ObjectIdentifier) {
        let index = registrations.firstIndex { $0.owner == owner }
        if entries.isEmpty && index == nil { return }
        objectWillChange.send()
        if let index {
            if entries.isEmpty { registrations.remove(at: index) } else { registrations[index].entries = entries }
        } else {
            registrations.append((owner, entries))
        }
    }

    /// The items drawn in `region`, in order.
    func entries(in region: ToolbarRegion) -> [ToolbarEntry] {
        registrations.flatMap(\.entries).filter { $0.placement.region == region }
    }
}

private struct ToolbarStoreKey: EnvironmentKey {
    static var defaultValue: ToolbarStore? { nil }
}

extension EnvironmentValues {
    /// The toolbar of the page this view is in (nil outside a navigation stack).
    var toolbarStore: ToolbarStore? {
        get { self[ToolbarStoreKey.self] }
        set { self[ToolbarStoreKey.self] = newValue }
    }
}

/// The bars' spacing (Flutter's Cupertino bar pads its ends by 16).
enum ToolbarMetrics {
    // From a bar's ends to its first and last items: the layout margin (`\.layoutMargin`).
    /// Between two items at one end.
    static let itemSpacing: CGFloat = 16
    /// The bottom bar's height, above the bottom safe area.
    static let bottomBarHeight: CGFloat = 44
    /// The bottom bar's fill, iOS's opaque bar colour in light mode (#F9F9F9, ~).
    static let barBackground = SystemColors.barBackground
}
