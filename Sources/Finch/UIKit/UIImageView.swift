import FinchCore
import Foundation

/// UIKit's image view: its image drawn by its content mode (stretched by default, fitted, filled — past its
/// bounds unless it clips, as UIKit's — or unscaled at a side or corner). Its intrinsic size is the image's
/// in points; it hugs at 251 as UIKit's does.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { setNeedsDisplay() } }
    open var highlightedImage: UIImage? { didSet { setNeedsDisplay() } }
    open var isHighlighted = false { didSet { setNeedsDisplay() } }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var _finchContent: AnyView {
        guard let shown = isHighlighted ? highlightedImage ?? image : image else { return AnyView(EmptyView()) }
        // A template is drawn in the view's tint colour, as UIKit's image view draws it.
        guard shown.isTemplate else { return placed(Image(uiImage: shown)) }
        return AnyView(placed(Image(uiImage: shown)).foregroundColor(Color(uiColor: tintColor)))
    }

    /// The picture placed in the bounds by the content mode.
    private func placed(_ picture: Image) -> AnyView {
        switch contentMode {
        case .scaleToFill, .redraw: return AnyView(picture.resizable())
        case .scaleAspectFit: return AnyView(picture.resizable().aspectRatio(contentMode: .fit))
        case .scaleAspectFill: return AnyView(picture.resizable().aspectRatio(contentMode: .fill))
        default:
            return AnyView(picture.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: unscaledAlignment))
        }
    }

    /// Where an unscaled image sits in the bounds.
    private var unscaledAlignment: Alignment {
        switch contentMode {
        case .top: .top
        case .bottom: .bottom
        case .left: .leading
        case .right: .trailing
        case .topLeft: .topLeading
        case .topRight: .topTrailing
        case .bottomLeft: .bottomLeading
        case .bottomRight: .bottomTrailing
        default: .center
        }
    }

    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override open func defaultHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(251)
    }
}
