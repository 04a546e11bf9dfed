import Foundation

extension SearchTokensField {
    /// Editable tokens (`editableTokens:`, iOS 17): each chip's view is given a binding to its token, so
    /// an edit in the chip writes into the collection. The binding finds its token by id each time it
    /// is read or written, so it stays with its token when one before it is removed.
    @MainActor init<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        editableTokens tokens: Binding<C>, token: @escaping (Binding<C.Element>) -> T
    ) where C.Element: Identifiable {
        self.init(
            tokens: tokens,
            chips: { elements in
                ForEach(elements) { element in
                    SearchTokenChip(label: token(Self.binding(to: element, in: tokens)))
                }
            })
    }

    /// A binding to the token with `element`'s id in `tokens`: `element` when it is no longer there, and
    /// a write to a removed token is dropped.
    private static func binding<C: MutableCollection>(
        to element: C.Element, in tokens: Binding<C>
    ) -> Binding<C.Element> where C.Element: Identifiable {
        let id = element.id
        return Binding(
            get: { tokens.wrappedValue.first { $0.id == id } ?? element },
            set: { newValue in
                guard let index = tokens.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
                tokens.wrappedValue[index] = newValue
            })
    }
}

extension View {
    /// A searchable view whose tokens can be edited in place (iOS 17): each is drawn by `token`, given a
    /// binding to it, as a chip before the text; Backspace in the empty field removes the last one.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: prompt, content: self, tokens: .init(editableTokens: editableTokens, token: token))
    }

    /// A searchable view with editable tokens and a localized prompt.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: Text(prompt), content: self,
            tokens: .init(editableTokens: editableTokens, token: token))
    }

    /// A searchable view with editable tokens and a string prompt.
    @_disfavoredOverload
    public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: Text(prompt), content: self,
            tokens: .init(editableTokens: editableTokens, token: token))
    }

    /// A searchable view with editable tokens whose search is presented while `isPresented` is true.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: prompt, content: self, isPresented: isPresented,
            tokens: .init(editableTokens: editableTokens, token: token))
    }

    /// A presentable searchable view with editable tokens and a localized prompt.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: Text(prompt), content: self, isPresented: isPresented,
            tokens: .init(editableTokens: editableTokens, token: token))
    }

    /// A presentable searchable view with editable tokens and a string prompt.
    @_disfavoredOverload
    public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        _SearchableContainer(
            text: text, prompt: Text(prompt), content: self, isPresented: isPresented,
            tokens: .init(editableTokens: editableTokens, token: token))
    }
}
