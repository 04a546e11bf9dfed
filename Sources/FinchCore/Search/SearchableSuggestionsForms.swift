import Foundation

/// iOS 15's `searchable` forms that take their suggestions in a closure (deprecated in iOS 16 in favour
/// of `.searchSuggestions`, still in much tutorial code): the same as `.searchable(…)` with
/// `.searchSuggestions` put around it.
extension View {
    /// A searchable view with suggestions shown while the field has the focus.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        _SearchableContainer(text: text, prompt: prompt, content: self).searchSuggestions(suggestions)
    }

    /// A searchable view with suggestions and a localized prompt.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        _SearchableContainer(text: text, prompt: Text(prompt), content: self).searchSuggestions(suggestions)
    }

    /// A searchable view with suggestions and a string prompt.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        _SearchableContainer(text: text, prompt: Text(prompt), content: self).searchSuggestions(suggestions)
    }
}
