import CoreTransferable
import Foundation

/// A control that shares items, as SwiftUI's `ShareLink`.
///
/// iOS opens its share sheet; a Linux desktop has no common share service, so Finch does what is honest
/// there: tapping copies the items to the clipboard (a URL or text as text, any other `Transferable` in
/// the types it exports), from where the user pastes them into the mail, chat or browser they choose.
/// The default label is iOS's: "Share" after the `square.and.arrow.up` symbol, in the accent colour.
public struct ShareLink<Data: RandomAccessCollection, Label: View>: View where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let label: Label
    @State private var link = WindowLink()

    /// Shares `items`, shown as `label`.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label()
    }

    public var body: some View {
        Button(action: share) { label }
            .modifier(_WindowLinkModifier(link: link))
    }

    /// Puts every item on the clipboard, in the types each exports.
    private func share() {
        guard let clipboard = link.graph?.clipboard else { return }
        let providers = items.map { NSItemProvider(transferable: $0) }
        ClipboardProviders.loadContent(of: providers) { content in
            clipboard.setContent(Self.withText(content))
        }
    }

    /// `content` with a link also offered as text, so whatever the user pastes it into (a chat, a mail,
    /// a terminal) gets the address: a URL exports only as a URL type.
    static func withText(_ content: ClipboardContent) -> ClipboardContent {
        let items = content.items.map { item -> ClipboardContent.Item in
            guard !item.types.contains(ClipboardContent.textType),
                let link = item.representations.first(where: { ["public.url", "public.file-url"].contains($0.type) })
            else { return item }
            return ClipboardContent.Item(
                item.representations + [
                    ClipboardContent.Representation(type: ClipboardContent.textType, data: link.data)
                ])
        }
        return ClipboardContent(items: items)
    }
}

/// The default label: its title ("Share" unless one is given) after the share symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text?

    public var body: some View {
        Label {
            title ?? Text("Share")
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `items` under the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title: nil) }
    }
}

extension ShareLink {
    /// Shares one item, shown as `label`.
    public init<Item: Transferable>(
        item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label)
    }

    /// Shares one item with a preview (a desktop shows no share sheet, so the preview is not drawn).
    public init<Item: Transferable>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares one item under the default label.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message)
    }

    /// Shares one item with a preview under the default label.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview)
    where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message)
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares one item under a title of its own, after the share symbol.
    public init<Item: Transferable>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil
    )
    where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message) {
            DefaultShareLinkLabel(title: Text(titleKey))
        }
    }

    /// Shares one item under a string title, after the share symbol.
    @_disfavoredOverload
    public init<Item: Transferable, S: StringProtocol>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil
    )
    where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message) {
            DefaultShareLinkLabel(title: Text(title))
        }
    }
}

/// What a share sheet would show of an item: a title and optional images, as SwiftUI's `SharePreview`.
/// Kept, not drawn (see `ShareLink`).
public struct SharePreview: Sendable {
    let title: String

    public init(_ titleKey: LocalizedStringKey) {
        self.title = titleKey.key
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, image: I) {
        self.title = titleKey.key
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, icon: I) {
        self.title = titleKey.key
    }

    public init<I: Transferable, C: Transferable>(_ titleKey: LocalizedStringKey, image: I, icon: C) {
        self.title = titleKey.key
    }
}
