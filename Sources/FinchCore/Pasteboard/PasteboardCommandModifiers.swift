import Foundation

/// `.onPasteCommand`: keeps the command in the modifier's node, where Ctrl+V finds it.
struct _PasteCommandModifier: ViewModifier, PrimitiveModifier {
    let types: [String]
    let perform: @MainActor ([NSItemProvider]) -> Bool

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let command = inputs.node.stored(PasteCommandAction.self) { PasteCommandAction() }
        command.types = types
        command.perform = perform
        return .concatenated(content(inputs))
    }
}

/// `.onCopyCommand` and `.onCutCommand`: keep the command in the modifier's node, where Ctrl+C or
/// Ctrl+X finds it.
struct _ExportCommandModifier: ViewModifier, PrimitiveModifier {
    let isCut: Bool
    let action: (@MainActor () -> [NSItemProvider])?

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let command =
            isCut
            ? inputs.node.stored(CutCommandSlot.self) { ExportCommandAction() }
            : inputs.node.stored(CopyCommandSlot.self) { ExportCommandAction() }
        command.action = action
        return .concatenated(content(inputs))
    }
}

extension View {
    /// Performs `payloadAction` with the clipboard's items of `supportedContentTypes` when the user pastes
    /// (Ctrl+V, Shift+Insert) while this view or a view inside it has focus, or while no view with focus
    /// takes the paste (a focused text field pastes text itself).
    ///
    /// Each provider is one clipboard item, offering all of its types; loads complete off the main thread.
    /// SwiftUI has this on macOS only; Finch has it everywhere. Finch reads the clipboard first (another
    /// program's data arrives from the main loop), so the action runs when the data is here.
    public func onPasteCommand(
        of supportedContentTypes: [UTType], perform payloadAction: @escaping @MainActor ([NSItemProvider]) -> Void
    ) -> some View {
        onPasteCommand(of: supportedContentTypes.map(\.identifier), perform: payloadAction)
    }

    /// `onPasteCommand(of:perform:)` with the types as identifiers (the pre-`UTType` form).
    public func onPasteCommand(
        of supportedTypes: [String], perform payloadAction: @escaping @MainActor ([NSItemProvider]) -> Void
    ) -> some View {
        modifier(
            _PasteCommandModifier(types: supportedTypes) { providers in
                payloadAction(providers)
                return true
            })
    }

    /// Pastes through `validator`: it turns the items' providers into a payload, or nil when this view
    /// cannot take them (then nothing is pasted); `payloadAction` gets the payload.
    ///
    /// On macOS the validator decides whether Paste is enabled before the user chooses it; Finch has no
    /// Edit menu to enable, and asks it once the clipboard's data is here.
    public func onPasteCommand<Payload>(
        of supportedContentTypes: [UTType], validator: @escaping @MainActor ([NSItemProvider]) -> Payload?,
        perform payloadAction: @escaping @MainActor (Payload) -> Void
    ) -> some View {
        modifier(
            _PasteCommandModifier(types: supportedContentTypes.map(\.identifier)) { providers in
                guard let payload = validator(providers) else { return false }
                payloadAction(payload)
                return true
            })
    }

    /// Puts the providers `payloadAction` returns on the clipboard when the user copies (Ctrl+C,
    /// Ctrl+Insert) while this view or a view inside it has focus, or while no focused view takes the copy.
    ///
    /// Every type each provider registered is loaded (off the main thread) and then written, one clipboard
    /// item per provider; nil turns the command off for this view. SwiftUI has this on macOS only.
    public func onCopyCommand(perform payloadAction: (@MainActor () -> [NSItemProvider])?) -> some View {
        modifier(_ExportCommandModifier(isCut: false, action: payloadAction))
    }

    /// As `onCopyCommand(perform:)`, for cutting (Ctrl+X, Shift+Delete): the action removes what it
    /// returns from the view's data itself.
    public func onCutCommand(perform payloadAction: (@MainActor () -> [NSItemProvider])?) -> some View {
        modifier(_ExportCommandModifier(isCut: true, action: payloadAction))
    }
}
