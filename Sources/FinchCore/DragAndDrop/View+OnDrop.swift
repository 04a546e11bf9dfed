import Foundation

extension View {
    /// Takes drops of items of `supportedContentTypes` (or kinds of them): `isTargeted` is true while such
    /// a drag is over the view, and `action` gets the providers and the drop's location in the view's own
    /// coordinate space; it returns whether it took the drop. A drag carrying none of the types passes by.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        modifier(
            _DropModifier(
                types: supportedContentTypes.map(\.identifier), isTargeted: isTargeted, action: .perform(action)))
    }

    /// Takes drops of items of `supportedContentTypes`; `action` gets the providers.
    public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops of items of `supportedTypes` (type identifiers such as `"public.text"`), with their location.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        modifier(_DropModifier(types: supportedTypes, isTargeted: isTargeted, action: .perform(action)))
    }

    /// Takes drops of items of `supportedTypes` (type identifiers).
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping @MainActor ([NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops of items of `supportedContentTypes` as `delegate` decides (see `DropDelegate`).
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        modifier(
            _DropModifier(types: supportedContentTypes.map(\.identifier), isTargeted: nil, action: .delegate(delegate)))
    }

    /// Takes drops of items of `supportedTypes` (type identifiers) as `delegate` decides.
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        modifier(_DropModifier(types: supportedTypes, isTargeted: nil, action: .delegate(delegate)))
    }
}
