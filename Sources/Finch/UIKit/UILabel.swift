import FinchCore
import Foundation

/// UIKit's label: its text in its font, colour and alignment, centred vertically in its bounds as UIKit
/// draws it, on as many lines as `numberOfLines` allows (0: any). Its intrinsic size is its text's on one
/// line, and it hugs (251) and resists compression (750) as UIKit's does, so in a representable it keeps
/// that size, and a long text does not wrap unless the representable sizes it (as on iOS).
@MainActor
open class UILabel: UIView {
    open var text: String? {
        get { attributedText?.string ?? plainText }
        set {
            plainText = newValue
            attributedText = nil
            setNeedsDisplay()
        }
    }
    private var plainText: String?
    /// Shown as its plain string in the label's font and colour.
    open var attributedText: NSAttributedString? { didSet { setNeedsDisplay() } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
    open var numberOfLines = 1 { didSet { setNeedsDisplay() } }
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { setNeedsDisplay() } }
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    open var isEnabled = true { didSet { setNeedsDisplay() } }

    override var _finchContent: AnyView {
        let color = Color(uiColor: textColor ?? .label)
        return AnyView(
            Text(verbatim: text ?? "")
                .font(Font(font ?? .systemFont(ofSize: 17)))
                .foregroundStyle(isEnabled ? color : color.opacity(0.35))
                .multilineTextAlignment(textAlignment.multiline)
                .lineLimit(numberOfLines > 0 ? numberOfLines : nil)
                .truncationMode(lineBreakMode.truncation)
                .minimumScaleFactor(adjustsFontSizeToFitWidth ? max(minimumScaleFactor, 0.01) : 1)
                .frame(
                    maxWidth: .infinity, maxHeight: .infinity,
                    alignment: Alignment(horizontal: textAlignment.horizontal, vertical: .center)))
    }

    /// The text's size on one line, as Finch last measured it for a representable.
    private var measured: CGSize?

    override func _intrinsicSize(measuring content: CGSize) -> CGSize {
        let size = (text ?? "").isEmpty ? .zero : content
        measured = size
        return size
    }

    /// The text's size on one line once the label has been shown (Finch measures text when it lays out).
    override open var intrinsicContentSize: CGSize {
        measured ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override open func defaultHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(251)
    }
}
