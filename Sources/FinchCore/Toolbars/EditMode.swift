import Foundation

/// Whether the content of a page is being edited, as SwiftUI's `EditMode`: in edit mode a list shows
/// delete circles and reorder handles.
public enum EditMode: Hashable, Sendable {
    case inactive
    /// Brief editing, as a row swiped open (SwiftUI's meaning; Finch's swipes do not set it).
    case transient
    case active

    /// True unless `.inactive`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the page this view is in: each page of a navigation stack has one (nil outside
    /// one, unless a view sets it with `.environment(\.editMode, $mode)`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles its page's edit mode, titled "Edit", then "Done" while editing, as SwiftUI's.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button {
            guard let editMode else { return }
            withAnimation(EditModeMetrics.animation) {
                editMode.wrappedValue = isEditing ? .inactive : .active
            }
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : .regular)
        }
    }
}

/// How edit mode comes and goes.
enum EditModeMetrics {
    static let animation = Animation.easeInOut(duration: 0.3)
}
