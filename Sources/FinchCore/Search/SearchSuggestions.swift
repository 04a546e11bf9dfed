import Foundation

/// The suggestions a searchable view shows while its field has the focus (`.searchSuggestions`): the
/// rows, and how many there are, so a builder that makes none (an `if` not taken, an empty `ForEach`)
/// leaves the content in view, as on iOS.
struct SearchSuggestionsContent {
    let count: Int
    let rows: AnyView

    @MainActor init<Rows: View>(_ rows: Rows) {
        count = rows.asViewList.count
        self.rows = AnyView(rows)
    }

    /// These rows after `first`'s (the suggested tokens come before the other suggestions).
    @MainActor func following(_ first: SearchSuggestionsContent?) -> SearchSuggestionsContent {
        guard let first else { return self }
        let (before, after) = (first.rows, rows)
        return SearchSuggestionsContent(
            Group {
                before
                after
            })
    }
}

/// What tapping a suggestion with `.searchCompletion` does: put its text in the search field, or add
/// its token to the field's tokens.
struct SearchCompletionAction {
    let complete: @MainActor (String) -> Void
    let completeToken: @MainActor (Any) -> Void
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static let defaultValue: SearchSuggestionsContent? = nil
}

private struct SearchCompletionActionKey: EnvironmentKey {
    static let defaultValue: SearchCompletionAction? = nil
}

extension EnvironmentValues {
    /// The suggestions the searchable view inside shows (`.searchSuggestions` put around it).
    var searchSuggestions: SearchSuggestionsContent? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// Set inside a suggestions list: what a `.searchCompletion` row does when tapped.
    var searchCompletionAction: SearchCompletionAction? {
        get { self[SearchCompletionActionKey.self] }
        set { self[SearchCompletionActionKey.self] = newValue }
    }
}

/// What a suggestion row completes the search with: a text for the field, or a token.
protocol SearchCompletionValue {
    @MainActor func complete(with action: SearchCompletionAction)
}

extension String: SearchCompletionValue {
    /// Puts the text in the search field.
    func complete(with action: SearchCompletionAction) { action.complete(self) }
}

/// A token a suggestion row adds to the search field's tokens.
struct SearchTokenCompletion<Token>: SearchCompletionValue {
    let token: Token

    func complete(with action: SearchCompletionAction) { action.completeToken(token) }
}

/// A suggestion row that completes the search: tapping anywhere on it sets the search text, or adds
/// its token.
struct _SearchCompletionRow<Completion: SearchCompletionValue, Content: View>: View {
    let completion: Completion
    let content: Content
    @Environment(\.searchCompletionAction) private var action

    var body: some View {
        if let action {
            let completion = completion
            Button(action: { completion.complete(with: action) }) {
                content
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        } else {
            content
        }
    }
}

/// The suggestions shown in place of a searchable view's content: a plain list of the rows over an
/// opaque background, whose presses leave the search field editing.
struct _SearchSuggestionsList: View {
    let suggestions: SearchSuggestionsContent
    let complete: SearchCompletionAction

    var body: some View {
        List { suggestions.rows }
            .listStyle(.plain)
            .environment(\.searchCompletionAction, complete)
            .environment(\.searchSuggestions, nil)
            .keepingTextFocus()
    }
}

extension View {
    /// Suggestions for the searchable view this modifies (or is inside): shown as a list in place of its
    /// content while the search field has the focus and the builder makes rows. Mark a row with
    /// `.searchCompletion(_:)` to have a tap on it fill the field.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestions, SearchSuggestionsContent(suggestions()))
    }

    /// Makes this suggestion row fill the search field with `completion` when tapped (the field keeps
    /// the focus). Outside a suggestions list it does nothing.
    public func searchCompletion(_ completion: String) -> some View {
        _SearchCompletionRow(completion: completion, content: self)
    }

    /// Makes this suggestion row add `token` to the search field's tokens when tapped (the typed text
    /// is cleared and the field keeps the focus). Outside a suggestions list, or with a token of another
    /// type than the field's, it does nothing.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        _SearchCompletionRow(completion: SearchTokenCompletion(token: token), content: self)
    }
}
