import FinchCore
import Foundation

/// UIKit's bar button item: a title, an image, a system item (a word or a symbol) or a space, shown by a
/// `UIToolbar`; a tap runs its `primaryAction`. A target and selector are kept but cannot be sent on Linux
/// (`UIControl`).
@MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    open var title: String?
    open var image: UIImage?
    open var style: Style
    /// Held weakly, as UIKit holds it.
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?
    open var isEnabled = true
    open var tintColor: UIColor?
    /// A fixed space's width, or a custom view's.
    open var width: CGFloat = 0
    open var customView: UIView?
    let systemItem: SystemItem?

    public init() {
        style = .plain
        systemItem = nil
    }

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        systemItem = nil
    }

    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
        systemItem = nil
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        style = systemItem == .done || systemItem == .save ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.title = title ?? primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        style = .plain
        systemItem = nil
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    public init(customView: UIView) {
        self.customView = customView
        style = .plain
        systemItem = nil
    }

    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// What a tap does: the primary action, or a warning that a selector cannot be sent.
    func tapped() {
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            UnsendableSelector.warn(action, from: "a bar button item")
        }
    }

    /// The word a system item shows, if it is a word.
    var systemTitle: String? {
        switch systemItem {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The symbol a system item shows, if it is a symbol.
    var systemSymbol: String? {
        switch systemItem {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop, .close: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .pageCurl: "book.pages"
        default: nil
        }
    }
}

/// A menu in UIKit's name, for the `menu:` arguments that take one; Finch does not show it yet.
@MainActor
open class UIMenu: UIMenuElement {
    open private(set) var children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
}
