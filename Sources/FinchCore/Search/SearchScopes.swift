import Foundation

/// The scopes a searchable view offers (`.searchScopes`): a segmented picker the container shows under
/// its field while the search is active, bound to the scope the program keeps.
///
/// It keeps how to make the picker, not a picker: the picker is built where the environment holds this
/// value, and a `Picker` value kept here would share its `@Environment` boxes with the one built, which
/// once linked hold the environment they were built in, and so this value: the window's picker, state
/// and navigation stayed alive after it closed.
struct SearchScopesContent {
    let activation: SearchScopeActivation
    private let makePicker: @MainActor () -> AnyView

    @MainActor init<Value: Hashable, Scopes: View>(
        selection: Binding<Value>, activation: SearchScopeActivation, scopes: Scopes
    ) {
        self.activation = activation
        makePicker = { AnyView(Picker("Scope", selection: selection) { scopes }.pickerStyle(.segmented)) }
    }

    /// A new segmented picker of the scopes, bound to the program's scope.
    @MainActor var picker: AnyView { makePicker() }

    /// Whether the picker shows: on iOS while the search is presented (the field focused or holding
    /// something), or only once something is typed (`.onTextEntry`).
    func isShown(isFocused: Bool, hasQuery: Bool) -> Bool {
        switch activation.kind {
        case .onTextEntry: hasQuery
        case .automatic, .onSearchPresentation: isFocused || hasQuery
        }
    }
}

/// When a searchable view's scopes show, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case automatic, onTextEntry, onSearchPresentation
    }

    let kind: Kind

    /// iOS's: while the search is presented.
    public static let automatic = SearchScopeActivation(kind: .automatic)
    /// Once text is typed in the field.
    public static let onTextEntry = SearchScopeActivation(kind: .onTextEntry)
    /// As soon as the search is presented.
    public static let onSearchPresentation = SearchScopeActivation(kind: .onSearchPresentation)
}

private struct SearchScopesKey: EnvironmentKey {
    static let defaultValue: SearchScopesContent? = nil
}

extension EnvironmentValues {
    /// The scopes the searchable view inside offers (`.searchScopes` put around it).
    var searchScopes: SearchScopesContent? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }
}

extension View {
    /// Offers scopes for the search of the searchable view inside: `scopes` are the options, tagged with
    /// values of `scope` (`Text("All").tag(Scope.all)`), shown as a segmented control under the field.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        environment(\.searchScopes, SearchScopesContent(selection: scope, activation: .automatic, scopes: scopes()))
    }

    /// Scopes shown as `activation` says.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        environment(\.searchScopes, SearchScopesContent(selection: scope, activation: activation, scopes: scopes()))
    }
}
