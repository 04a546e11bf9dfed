import Foundation

/// A searchable view: iOS's search field above the content, and the content told whether a search is
/// going on (`\.isSearching`) and how to end it (`\.dismissSearch`).
///
/// On a navigation page whose content scrolls under the bar, the field is part of the bar's block, as on
/// iOS: it sits under the large title, the scroll view leaves room for both at the top of its content, and
/// the field scrolls away under the bar with the title (`NavigationScrollEdge`'s header). Elsewhere it is
/// the first thing of the view, above the content. It is iOS 17's
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
    /// The page's scroll edge, when the view is a navigation page's content.
    @Environment(\.primaryScrollObserver) private var scrollObserver
    /// The navigation page's search presentation: its bar slides away while the field has the focus.
    @Environment(\.navigationSearchPresented) private var pagePresentation

    var body: some View {
        let hasQuery = !text.wrappedValue.isEmpty || (tokens?.count ?? 0) > 0
        let isSearching = isFocused || hasQuery
        // The closures hold the two bindings, never `self`: `dismissSearch` is put in the content's
        // environment, and a closure holding the content's view values there would hold itself (each
        // linked `@Environment` box holds its node's environment), keeping the window alive.
        let end = Self.endSearch(text: text, focus: $isFocused, removeTokens: tokens?.removeAll)
        let isPresented = isPresented
        let focus = $isFocused
        let showsScopes = scopes?.isShown(isFocused: isFocused, hasQuery: hasQuery) ?? false
        let edge = scrollObserver as? NavigationScrollEdge
        let _ = edge?.setHeaderHeight(SearchFieldMetrics.blockHeight(withScopes: showsScopes))
        SearchHeaderLayout(edge: edge) {
            header(showsScopes: showsScopes, end: end, edge: edge)
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .transformEnvironmentValues(("searching", isSearching)) { environment in
                    environment.isSearching = isSearching
                }
                .environment(\.dismissSearch, DismissSearch(action: end))
                .environment(\.searchSuggestions, nil)
                .environment(\.searchScopes, nil)
            // Over the content, under the field block (a third subview, placed there by the layout).
            if isFocused, let shown = shownSuggestions, shown.count > 0 {
                _SearchSuggestionsList(
                    suggestions: shown, complete: Self.complete(text: text, focus: focus, addToken: tokens?.add))
            }
        }
        .onChange(of: isFocused) { [pagePresentation] _, focused in
            if let isPresented, isPresented.wrappedValue != focused { isPresented.wrappedValue = focused }
            if let pagePresentation, pagePresentation.wrappedValue != focused {
                withAnimation(NavigationSearchPresentation.animation) { pagePresentation.wrappedValue = focused }
            }
        }
        .onDisappear { [pagePresentation] in
            // A field that goes away with the focus leaves the page's bar shown.
            if let pagePresentation, pagePresentation.wrappedValue { pagePresentation.wrappedValue = false }
        }
        .onChange(of: isPresented?.wrappedValue ?? false) { _, presented in
            if presented != focus.wrappedValue { focus.wrappedValue = presented }
        }
        .onAppear {
            // A search presented from the start begins focused (onChange sees only later changes).
            if isPresented?.wrappedValue == true { focus.wrappedValue = true }
        }
    }

    /// The field, with Cancel while it has the focus, and the scopes under it while they show.
    @ViewBuilder
    private func header(showsScopes: Bool, end: @escaping @MainActor @Sendable () -> Void, edge: NavigationScrollEdge?)
        -> some View
    {
        let block = VStack(spacing: 0) {
            HStack(spacing: 8) {
                field
                if isFocused {
                    Button("Cancel", action: end)
                }
            }
            .padding(.horizontal, 16)
            .padding(.top, SearchFieldMetrics.topPadding)
            .padding(.bottom, SearchFieldMetrics.bottomPadding)
            if showsScopes, let scopes {
                // Choosing a scope keeps the search going, as on iOS: the field stays focused.
                scopes.picker
                    .keepingTextFocus()
                    .padding(.horizontal, 16)
                    .padding(.bottom, SearchFieldMetrics.bottomPadding)
            }
        }
        if let edge {
            // Presented, the block stays at the top of the page and the content scrolls under it, on the
            // bar's material as the bar it replaces.
            block
                .background {
                    if pagePresentation?.wrappedValue == true, edge.scrollsUnderBar {
                        Rectangle().fill(ToolbarMetrics.barBackground).ignoresSafeArea(edges: .top)
                    }
                }
                .scrollEdgeEffect(edge, .header)
        } else {
            block
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
        .frame(height: SearchFieldMetrics.fieldHeight)
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

/// The search field's block: iOS 17's 36-point field with 8 points above and 10 below, and the scopes'
/// segmented control with 10 below it while they show.
enum SearchFieldMetrics {
    static let fieldHeight: CGFloat = 36
    static let topPadding: CGFloat = 8
    static let bottomPadding: CGFloat = 10

    static func blockHeight(withScopes: Bool) -> CGFloat {
        topPadding + fieldHeight + bottomPadding + (withScopes ? FormMetrics.segmentedHeight + bottomPadding : 0)
    }
}

/// Places a searchable view's field block and its content: over the top of the content when the content
/// scrolls under a navigation page's bar (the scroll view left room for it, under the large title's), else
/// above the content. The field block is the first subview (first in reading order) and drawn over the
/// content; a third subview, the suggestions, covers what lies below the block.
struct SearchHeaderLayout: Layout, FirstSubviewOnTopLayout {
    let edge: NavigationScrollEdge?

    var drawsFirstSubviewOnTop: Bool { true }

    private var overlaysContent: Bool { edge?.scrollsUnderBar ?? false }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count >= 2 else { return proposal.replacingUnspecifiedDimensions() }
        let header = subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        if overlaysContent {
            let content = subviews[1].sizeThatFits(proposal)
            return CGSize(width: max(header.width, content.width), height: max(header.height, content.height))
        }
        let content = subviews[1].sizeThatFits(
            ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - header.height) }))
        return CGSize(width: max(header.width, content.width), height: header.height + content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        let width = ProposedViewSize(width: bounds.width, height: nil)
        let header = subviews[0].sizeThatFits(width)
        let headerTop = overlaysContent ? bounds.minY + (edge?.largeTitleHeight ?? 0) : bounds.minY
        subviews[0].place(at: CGPoint(x: bounds.minX, y: headerTop), anchor: .topLeading, proposal: width)
        let below = CGRect(
            x: bounds.minX, y: headerTop + header.height, width: bounds.width,
            height: max(0, bounds.maxY - headerTop - header.height))
        let contentFrame = overlaysContent ? bounds : below
        subviews[1].place(at: contentFrame.origin, anchor: .topLeading, proposal: ProposedViewSize(contentFrame.size))
        for suggestions in subviews.dropFirst(2) {
            suggestions.place(at: below.origin, anchor: .topLeading, proposal: ProposedViewSize(below.size))
        }
    }
}
