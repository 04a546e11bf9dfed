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
struct _SearchableContainer<Content: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let content: Content
    /// Set while the field has the focus; setting it focuses the field (the `isPresented:` form).
    var isPresented: Binding<Bool>?
    @FocusState private var isFocused: Bool
    @Environment(\.searchSuggestions) private var suggestions

    var body: some View {
        let isSearching = isFocused || !text.wrappedValue.isEmpty
        // The closures hold the two bindings, never `self`: `dismissSearch` is put in the content's
        // environment, and a closure holding the content's view values there would hold itself (each
        // linked `@Environment` box holds its node's environment), keeping the window alive.
        let end = Self.endSearch(text: text, focus: $isFocused)
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
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .transformEnvironmentValues(("searching", isSearching)) { environment in
                    environment.isSearching = isSearching
                }
                .environment(\.dismissSearch, DismissSearch(action: end))
                .environment(\.searchSuggestions, nil)
                .overlay {
                    if isFocused, let suggestions, suggestions.count > 0 {
                        _SearchSuggestionsList(
                            suggestions: suggestions, complete: Self.complete(text: text, focus: focus))
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
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            TextField(text: text, prompt: prompt ?? Text("Search")) { Text("Search") }
                .focused($isFocused)
            if !text.wrappedValue.isEmpty {
                Button(action: { text.wrappedValue = "" }) {
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

    /// Completes the search with a suggestion's text; the field keeps the focus, as on iOS.
    private static func complete(text: Binding<String>, focus: FocusState<Bool>.Binding) -> SearchCompletionAction {
        SearchCompletionAction { completion in
            text.wrappedValue = completion
            focus.wrappedValue = true
        }
    }

    /// Ends the search: the text cleared and the field's focus taken away.
    private static func endSearch(
        text: Binding<String>, focus: FocusState<Bool>.Binding
    ) -> @MainActor @Sendable () -> Void {
        { @MainActor in
            text.wrappedValue = ""
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
