import FinchCore
import Foundation

/// UIKit's button: a title and image per control state (`setTitle(_:for:)`), or iOS 15's `configuration`,
/// drawn by Finch; a tap sends its touch-up-inside and primary actions (`UIControl`). A system button's title
/// is in the tint colour, 15-point system font, and fades while pressed; a custom button's is white. A button
/// without configuration is its content's size with 6 points above and below (UIKit's 30-point height for
/// a 15-point title) unless `contentEdgeInsets` says otherwise.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd
        case plain = 6, close = 7
        public static let roundedRect = ButtonType.system
    }

    open private(set) var buttonType: ButtonType
    open var configuration: Configuration? { didSet { setNeedsDisplay() } }
    /// Turns `isSelected` on and off with each tap (iOS 15's toggle buttons).
    open var changesSelectionAsPrimaryAction = false
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsDisplay() } }
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsDisplay() } }
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsDisplay() } }
    /// The label whose font, lines and alignment the title is drawn with (its text and colour are the
    /// button's per state).
    open private(set) var titleLabel: UILabel?
    open private(set) var imageView: UIImageView?

    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    private var backgroundImages: [State: UIImage] = [:]

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        makeParts()
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        makeParts()
    }

    public required init?(coder: NSCoder) {
        buttonType = .system
        super.init(coder: coder)
        makeParts()
    }

    public static func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    private func makeParts() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        titleLabel = label
        imageView = UIImageView()
    }

    /// A primary action's title and image become the button's, as UIKit's.
    private func adopt(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        setNeedsDisplay()
    }

    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        setNeedsDisplay()
    }

    open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }

    /// The colour set for `state` itself, without falling back to the normal state's.
    func ownTitleColor(for state: State) -> UIColor? { titleColors[state] }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        setNeedsDisplay()
    }

    open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        setNeedsDisplay()
    }

    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }

    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    override func tapped() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        super.tapped()
    }

    override var _finchContent: AnyView {
        titleLabel?.observeChanges()
        let look = UIButtonLook(button: self)
        return AnyView(
            Button(action: { [weak self] in self?.tapped() }) { EmptyView() }
                .buttonStyle(UIButtonPressStyle(look: look))
                .disabled(!isEnabled))
    }

    /// The content's size with its insets, as Finch last measured it for a representable.
    private var measured: CGSize?

    override func _intrinsicSize(measuring content: CGSize) -> CGSize {
        measured = content
        return content
    }

    /// The content's size with its insets once the button has been shown (Finch measures when it lays out).
    override open var intrinsicContentSize: CGSize {
        measured ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
