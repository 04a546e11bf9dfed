import Foundation

/// A searchable view's tokens (`.searchable(text:tokens:token:)`), type-erased for its container: the
/// chips drawn before the text, how many there are, how to remove them, and the suggested tokens
/// (`suggestedTokens:`) as rows for the suggestions list.
struct SearchTokensField {
    let count: Int
    let chips: AnyView
    /// Removes the last token (Backspace with the field empty).
    let removeLast: @MainActor () -> Void
    /// Removes every token (the clear button, "Cancel").
    let removeAll: @MainActor () -> Void
    /// Adds a token handed over untyped (a tapped suggestion, `.searchCompletion(token)`) when it is of
    /// the field's element type; false otherwise.
    let add: @MainActor (Any) -> Bool
    /// One row per suggested token, each drawn by the token's view and completing with the token; nil
    /// without suggestions.
    let suggested: SearchSuggestionsContent?

    @MainActor init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        tokens: Binding<C>, suggestedTokens: Binding<C>? = nil, token: @escaping (C.Element) -> T
    ) where C.Element: Identifiable {
        let suggestions = Array(suggestedTokens?.wrappedValue ?? C())
        self.init(
            tokens: tokens,
            suggested: suggestions.isEmpty
                ? nil
                : SearchSuggestionsContent(
                    ForEach(suggestions) { element in
                        token(element).searchCompletion(element)
                    }),
            chips: { elements in
                ForEach(elements) { element in
                    SearchTokenChip(label: token(element))
                }
            })
    }

    /// The field for `tokens`, whose chips `chips` makes from the tokens now (the plain and the editable
    /// forms differ only in what each chip's view is given).
    @MainActor init<C: RandomAccessCollection & RangeReplaceableCollection, Chips: View>(
        tokens: Binding<C>, suggested: SearchSuggestionsContent? = nil, chips: ([C.Element]) -> Chips
    ) where C.Element: Identifiable {
        let current = Array(tokens.wrappedValue)
        count = current.count
        self.chips = AnyView(chips(current))
        removeLast = {
            guard !tokens.wrappedValue.isEmpty else { return }
            tokens.wrappedValue.removeLast()
        }
        removeAll = { tokens.wrappedValue.removeAll() }
        add = { value in
            guard let element = value as? C.Element else { return false }
            tokens.wrappedValue.append(element)
            return true
        }
        self.suggested = suggested
    }
}

/// One token in the field: its label on a tinted capsule, as iOS draws a search token.
struct SearchTokenChip<Label: View>: View {
    let label: Label

    var body: some View {
        label
            .font(.system(size: 15))
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(height: 26)
            .background(Capsule(style: .circular).fill(Color.accentColor.opacity(0.18)))
    }
}

extension View {
    /// A searchable view whose query also holds tokens: each is drawn by `token` as a chip before the
    /// text, and Backspace in the empty field removes the last one.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(text: text, prompt: prompt, content: self, tokens: .init(tokens: tokens, token: token))
    }

    /// A searchable view with tokens and a localized prompt.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: Text(prompt), content: self, tokens: .init(tokens: tokens, token: token))
    }

    /// A searchable view with tokens and a string prompt.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: Text(prompt), content: self, tokens: .init(tokens: tokens, token: token))
    }

    /// A searchable view with tokens and suggested tokens: while the field has the focus, the suggested
    /// tokens are listed first in the suggestions, and tapping one adds it to `tokens` (the typed text,
    /// which found it, is cleared).
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: prompt, content: self,
            tokens: .init(tokens: tokens, suggestedTokens: suggestedTokens, token: token))
    }

    /// A searchable view with tokens, suggested tokens and a localized prompt.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: Text(prompt), content: self,
            tokens: .init(tokens: tokens, suggestedTokens: suggestedTokens, token: token))
    }

    /// A searchable view with tokens, suggested tokens and a string prompt.
    @_disfavoredOverload
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: Text(prompt), content: self,
            tokens: .init(tokens: tokens, suggestedTokens: suggestedTokens, token: token))
    }
}
