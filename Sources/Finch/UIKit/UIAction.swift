import Foundation

/// What a `UIAction` runs when a control or bar item sends it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An item of a menu, in UIKit's names: what `UIAction` is one of.
@MainActor
open class UIMenuElement {
    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// How an action shows in a menu and whether it can run.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A check mark beside an action in a menu.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}

/// UIKit's action (iOS 14): a closure with a title and image, given to a control (`addAction(_:for:)`,
/// `UIButton(primaryAction:)`) or a bar button item instead of a target and a selector.
@MainActor
open class UIAction: UIMenuElement {
    /// An action's name, by which a control can remove it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// The control that sent the action, while its handler runs.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as the action's sender; a disabled action does not run.
    func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
