import FinchCore
import Foundation

/// UIKit's share sheet, as apps written before `ShareLink` present it (a `UIViewControllerRepresentable`
/// shown in a `.sheet`). A Linux desktop has no common share service, so Finch does what `ShareLink` does:
/// when the sheet appears, the items go to the clipboard (a text, a URL as a link and as text, an image),
/// from where the user pastes them into the program they choose, and the sheet says so, listing them, with
/// Done. Done dismisses it and calls `completionWithItemsHandler` with `.copyToPasteboard`, completed
/// (Finch's reading: the items were copied). Items of other kinds are left out of the clipboard.
@MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    /// Kept; there is no list of activities to leave them out of.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init()
    }

    /// There is nothing to share without items, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    override open var _hostedView: AnyView { AnyView(ActivitySheet(controller: self)) }

    /// The items as the clipboard takes them: each text, URL (also as its text) and image.
    var pasteboardItems: [[String: Any]] {
        activityItems.compactMap { item -> [String: Any]? in
            switch item {
            case let text as String: [ClipboardContent.textType: text]
            case let url as URL: [ClipboardContent.urlType: url, ClipboardContent.textType: url.absoluteString]
            case let image as UIImage: [ClipboardContent.imageType: image]
            case let text as AttributedString: [ClipboardContent.textType: String(text.characters)]
            default: nil
            }
        }
    }

    /// What the sheet lists: each item's text, or its kind.
    var itemDescriptions: [String] {
        activityItems.map { item in
            switch item {
            case let text as String: text
            case let url as URL: url.absoluteString
            case is UIImage: "Image"
            case let text as AttributedString: String(text.characters)
            default: String(describing: type(of: item))
            }
        }
    }

    func copyItems() {
        let items = pasteboardItems
        guard !items.isEmpty else { return }
        UIPasteboard.general.setItems(items)
    }

    func finish() {
        let handler = completionWithItemsHandler
        dismiss(animated: true) { handler?(.copyToPasteboard, true, nil, nil) }
    }
}

/// The sheet of a `UIActivityViewController`: what was copied, and Done.
private struct ActivitySheet: View {
    let controller: UIActivityViewController

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(Array(controller.itemDescriptions.enumerated()), id: \.offset) { item in
                        Text(item.element).lineLimit(3)
                    }
                } footer: {
                    Text("Copied to the clipboard: paste it where you want to share it.")
                }
            }
            .navigationTitle("Share")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { controller.finish() }
                }
            }
        }
        .onAppear { controller.copyItems() }
    }
}

/// A service a share sheet offers, in UIKit's names; Finch offers none of its own, and an app's own are
/// kept, not shown.
@MainActor
open class UIActivity {
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    public init() {}

    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() {}
    open func activityDidFinish(_ completed: Bool) {}
}
