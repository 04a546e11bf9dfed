import FinchCore
import Foundation

/// UIKit's spinner, shown as Finch's `ProgressView` spinner while animating (and when stopped, if it does
/// not hide). UIKit's sizes: 20 points for the medium style, 37 for the large; it hugs at 750.
@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    open var style = Style.medium { didSet { setNeedsDisplay() } }
    open var color: UIColor! { didSet { setNeedsDisplay() } }
    open var hidesWhenStopped = true { didSet { setNeedsDisplay() } }
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func startAnimating() {
        isAnimating = true
        setNeedsDisplay()
    }

    open func stopAnimating() {
        isAnimating = false
        setNeedsDisplay()
    }

    private var isLarge: Bool { style == .large || style == .whiteLarge }

    override var _finchContent: AnyView {
        guard isAnimating || !hidesWhenStopped else { return AnyView(EmptyView()) }
        let spinner = ProgressView().controlSize(isLarge ? .large : .regular)
        guard let color else { return AnyView(spinner) }
        return AnyView(spinner.tint(Color(uiColor: color)))
    }

    override open var intrinsicContentSize: CGSize {
        isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    override open func defaultHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        .defaultHigh
    }
}
