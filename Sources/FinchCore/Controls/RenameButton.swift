import Foundation

/// What a `RenameButton` calls, as SwiftUI's `RenameAction` (set with `.renameAction`).
@MainActor
public struct RenameAction {
    let action: @MainActor () -> Void

    public func callAsFunction() {
        action()
    }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// The rename action of the view this is in (`.renameAction`), nil where none is set.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// What a `RenameButton` inside this view does.
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// A `RenameButton` inside this view puts the focus where `isFocused` is bound (a text field to type the
    /// new name in).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction { isFocused.wrappedValue = true })
    }
}

/// A button that starts renaming, as SwiftUI's `RenameButton`: "Rename" with a pencil, calling the
/// `.renameAction` around it (disabled where there is none).
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    public var body: some View {
        Button {
            rename?()
        } label: {
            label
        }
        .disabled(rename == nil)
    }
}

extension RenameButton where Label == FinchCore.Label<Text, Image> {
    /// The button SwiftUI makes: "Rename" with a pencil.
    public init() {
        self.label = FinchCore.Label("Rename", systemImage: "pencil")
    }
}
