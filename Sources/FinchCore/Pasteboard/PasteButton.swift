import CoreTransferable
import Foundation

/// A button that pastes: tapping it reads the window's clipboard and hands the action what it holds, as
/// SwiftUI's `PasteButton` does. Drawn as iOS draws its paste control: "Paste" after the clipboard symbol,
/// white on the tint, in a capsule.
///
/// iOS asks no permission for a paste the user taps, and neither does Finch. The button is not greyed
/// when the clipboard holds nothing it takes (Finch's choice: another program's clipboard is only known
/// once read); a tap then does nothing.
public struct PasteButton: View {
    private let types: [String]
    private let payloadAction: @MainActor ([NSItemProvider]) -> Void
    @State private var link = WindowLink()

    /// Hands `payloadAction` one provider per clipboard item offering one of `supportedContentTypes`.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping @MainActor ([NSItemProvider]) -> Void) {
        self.types = supportedContentTypes.map(\.identifier)
        self.payloadAction = payloadAction
    }

    /// Hands `onPaste` the clipboard's items that load as `T`, in order, on the main actor.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping @MainActor ([T]) -> Void) {
        self.types = T.importedContentTypes().map(\.identifier)
        self.payloadAction = { providers in
            providers.loadTransferables(payloadType) { values in
                // Handed once from the loading queue to the main actor, which alone uses them.
                nonisolated(unsafe) let loaded = values
                DispatchQueue.main.async {
                    guard !loaded.isEmpty else { return }
                    MainActor.assumeIsolated { onPaste(loaded) }
                }
            }
        }
    }

    public var body: some View {
        Button(action: paste) {
            HStack(spacing: 6) {
                Image(systemName: "doc.on.clipboard")
                Text("Paste")
            }
            .foregroundStyle(Color.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(Capsule(style: .circular).fill(Color.accentColor))
        }
        .modifier(_WindowLinkModifier(link: link))
    }

    private func paste() {
        guard let clipboard = link.graph?.clipboard else { return }
        let types = types
        let action = payloadAction
        clipboard.readContent { content in
            let providers = ClipboardProviders.providers(for: content, conformingTo: types)
            if !providers.isEmpty { action(providers) }
        }
    }
}

/// The window a view is in, for actions that need it (a paste button reads the window's clipboard).
@MainActor
final class WindowLink {
    /// Through a `GraphHandle`, not a weak reference (which would give the graph a side table).
    var graph: ViewGraph? {
        get { graphHandle?.graph }
        set { graphHandle = newValue.map(GraphHandle.init) }
    }
    private var graphHandle: GraphHandle?
}

/// Points a `WindowLink` at the graph the view is built in.
struct _WindowLinkModifier: ViewModifier, PrimitiveModifier {
    let link: WindowLink

    func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        link.graph = inputs.node.graph
        return .concatenated(content(inputs))
    }
}
