import Foundation

/// A searchable view: iOS's search field above the content, and the content told whether a search is
/// going on (`\.isSearching`) and how to end it (`\.dismissSearch`).
///
/// On iOS the field sits in the navigation bar, under the large title, and scrolls away with it; Finch
/// draws it as the first thing of the page, under the bar, where it is at rest on iOS. It is iOS 17's
/// field: 36 pt high, a 10-pt rounded `tertiarySystemFill`, the magnifying glass and the prompt ("Search")
/// in the secondary colour, a clear button while it holds text, and "Cancel" beside it while it has the
/// focus (which clears the text and ends the search, as on iOS). While the field has the focus, the
/// `.searchSuggestions` put around the view show as a list over the content (`_SearchSuggestionsList`).
/// Tokens (`.searchable(text:tokens:token:)`) are capsules before the text, and Backspace in the empty
/// field removes the last; `.searchScopes` put around the view show as a segmented control under the
/// field while the search is active (iOS 17).
struct _SearchableContainer<Content: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let content: Content
    /// Set while the field has the focus; setting it focuses the field (the `isPresented:` form).
    var isPresented: Binding<Bool>?
    /// The tokens before the text, when the view was made searchable with tokens.
    var tokens: SearchTokensField?
    @FocusState private var isFocused: Bool
    @Environment(\.searchSuggestions) private var suggestions
    @Environment(\.searchScopes) private var scopes

    var body: some View {
        let hasQuery = !text.wrappedValue.isEmpty || (tokens?.count ?? 0) > 0
        let isSearching = isFocused || hasQuery
        // The closures hold the two bindings, never `self`: `dismissSearch` is put in the content's
        // environment, and a closure holding the content's view values there would hold itself (each
        // linked `@Environment` box holds its node's environment), keeping the window alive.
        let end = Self.endSearch(text: text, focus: $isFocused, removeTokens: tokens?.removeAll)
        let isPresented = isPresented
        let focus = $isFocused
        VStack(spacing: 0) {
            HStack(spacing: 8) {
                field
                if isFocused {
                    Button("Cancel", action: end)
                }
            }
            .padding(.horizontal, 16)
            .padding(.top, 8)
            .padding(.bottom, 10)
            if let scopes, scopes.isShown(isFocused: isFocused, hasQuery: hasQuery) {
                // Choosing a scope keeps the search going, as on iOS: the field stays focused.
                scopes.picker
                    .keepingTextFocus()
                    .padding(.horizontal, 16)
                    .padding(.bottom, 10)
            }
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .transformEnvironmentValues(("searching", isSearching)) { environment in
                    environment.isSearching = isSearching
                }
                .environment(\.dismissSearch, DismissSearch(action: end))
                .environment(\.searchSuggestions, nil)
                .environment(\.searchScopes, nil)
                .overlay {
                    if isFocused, let shown = shownSuggestions, shown.count > 0 {
                        _SearchSuggestionsList(
                            suggestions: shown,
                            complete: Self.complete(text: text, focus: focus, addToken: tokens?.add))
                    }
                }
        }
        .onChange(of: isFocused) { _, focused in
            if let isPresented, isPresented.wrappedValue != focused { isPresented.wrappedValue = focused }
        }
        .onChange(of: isPresented?.wrappedValue ?? false) { _, presented in
            if presented != focus.wrappedValue { focus.wrappedValue = presented }
        }
        .onAppear {
            // A search presented from the start begins focused (onChange sees only later changes).
            if isPresented?.wrappedValue == true { focus.wrappedValue = true }
        }
    }

    private var field: some View {
        let tokens = tokens
        let text = text
        let tokenCount = tokens?.count ?? 0
        return HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            if let tokens, tokenCount > 0 {
                HStack(spacing: 4) { tokens.chips }
                    .fixedSize()
            }
            // With tokens in the field, iOS shows no prompt after them.
            TextField(text: text, prompt: tokenCount > 0 ? Text("") : prompt ?? Text("Search")) { Text("Search") }
                .focused($isFocused)
                .onKeyPress(.delete) {
                    // Backspace at the start of the empty text takes the last token out.
                    guard text.wrappedValue.isEmpty, let tokens, tokens.count > 0 else { return .ignored }
                    tokens.removeLast()
                    return .handled
                }
            if !text.wrappedValue.isEmpty || tokenCount > 0 {
                Button(action: {
                    text.wrappedValue = ""
                    tokens?.removeAll()
                }) {
                    Image(systemName: "xmark.circle.fill")
                        .foregroundStyle(.secondary)
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(
            RoundedRectangle(cornerRadius: 10)
                .fill(
                    Color(
                        light: RGBA(bytes: 118, 118, 128, opacity: 0.12),
                        dark: RGBA(bytes: 118, 118, 128, opacity: 0.24)))
        )
    }

    /// The suggested tokens, then the `.searchSuggestions` rows.
    private var shownSuggestions: SearchSuggestionsContent? {
        guard let suggestions else { return tokens?.suggested }
        return suggestions.following(tokens?.suggested)
    }

    /// Completes the search with a suggestion's text, or adds a suggested token and clears the text that
    /// found it (Finch's choice: iOS's handling of the typed text is not documented); the field keeps the
    /// focus, as on iOS.
    private static func complete(
        text: Binding<String>, focus: FocusState<Bool>.Binding, addToken: (@MainActor (Any) -> Bool)?
    ) -> SearchCompletionAction {
        SearchCompletionAction(
            complete: { completion in
                text.wrappedValue = completion
                focus.wrappedValue = true
            },
            completeToken: { token in
                if addToken?(token) == true { text.wrappedValue = "" }
                focus.wrappedValue = true
            })
    }

    /// Ends the search: the text cleared and the field's focus taken away.
    private static func endSearch(
        text: Binding<String>, focus: FocusState<Bool>.Binding, removeTokens: (@MainActor () -> Void)?
    ) -> @MainActor @Sendable () -> Void {
        { @MainActor in
            text.wrappedValue = ""
            removeTokens?()
            focus.wrappedValue = false
        }
    }
}

extension View {
    /// Adds iOS's search field to this view (see `_SearchableContainer`): what is typed goes to `text`,
    /// and the view filters what it shows by it.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        _SearchableContainer(text: text, prompt: prompt, content: self)
    }

    /// A searchable view with a localized prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        _SearchableContainer(text: text, prompt: Text(prompt), content: self)
    }

    /// A searchable view with a string prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        _SearchableContainer(text: text, prompt: Text(prompt), content: self)
    }

    /// A searchable view whose search is presented while `isPresented` is true: the binding is true
    /// while the field has the focus, and setting it focuses the field or ends the search.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        _SearchableContainer(text: text, prompt: prompt, content: self, isPresented: isPresented)
    }

    /// A presentable searchable view with a localized prompt.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        _SearchableContainer(text: text, prompt: Text(prompt), content: self, isPresented: isPresented)
    }

    /// A presentable searchable view with a string prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        _SearchableContainer(text: text, prompt: Text(prompt), content: self, isPresented: isPresented)
    }
}
