import FinchCore
import Foundation
import Observation

/// UIKit's view, so code that wraps one in a `UIViewRepresentable` builds and shows on Linux.
///
/// Finch draws no UIKit views of its own: it shows a view tree by turning it into Finch views (`finchBody()`:
/// the background, border and corner radius of `layer`, the class's own content — a label's text, an image
/// view's image, a text view's editor — and the subviews at their frames). A view's properties are set
/// imperatively, as in UIKit, and each change is noticed through Observation (`setNeedsDisplay()` marks the
/// view changed), so what shows follows the view without the representable being updated.
///
/// Unlike UIKit's, it is not a `UIResponder`: `UIResponder.init()` is `required` (the launch makes app and
/// scene delegates from their classes), and a view subclass with its own `init(frame:)` would then have to
/// write an `init()` too, which no UIKit code does. It keeps UIKit's `required init?(coder:)`.
///
/// Classes also reach it for appearance proxies (`UITableView.appearance().backgroundColor = .clear`,
/// `UINavigationBar.appearance().titleTextAttributes`), set once at launch to style what SwiftUI drew with
/// UIKit; Finch draws every view itself, so the proxies keep what they are given and nothing reads it yet
/// (README: "accepted").
@MainActor
open class UIView: Observable {
    private let registrar = ObservationRegistrar()
    /// Counts changes: what `finchBody()` read is drawn again when it moves (`setNeedsDisplay()`).
    private var revision = 0
    /// Whether `layoutSubviews()` runs before the view is next shown.
    private(set) var needsLayout = true

    public init(frame: CGRect) {
        self.frame = frame
        layer.owner = self
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// Finch reads no archives (there are no storyboards); the view starts empty, as `init(frame: .zero)`.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        layer.owner = self
    }

    open var frame: CGRect {
        didSet {
            guard frame != oldValue else { return }
            // While a representable places its view, frames are read right after they are set.
            if UIView.isPlacing { needsLayout = true } else { setNeedsLayout() }
        }
    }

    /// True while a representable's host sizes and lays out its view (`UIViewHostLayout`).
    static var isPlacing = false

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var backgroundColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Inherited from the superview when not set, as UIKit's; the system blue at the top.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            setNeedsDisplay()
        }
    }
    private var ownTintColor: UIColor?
    open var alpha: CGFloat = 1 { didSet { setNeedsDisplay() } }
    open var isHidden = false { didSet { setNeedsDisplay() } }
    open var isOpaque = true
    open var clipsToBounds = false { didSet { setNeedsDisplay() } }
    open var contentMode = ContentMode.scaleToFill { didSet { setNeedsDisplay() } }
    open var tag = 0
    open var isUserInteractionEnabled = true
    /// Auto Layout is not Finch's: kept, and read by nothing.
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask = AutoresizingMask()
    /// The view's layer: its corner radius, border and mask are drawn.
    public let layer = CALayer()

    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        setNeedsLayout()
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsLayout()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Marks the view changed: Finch shows it again at the next frame.
    open func setNeedsDisplay() {
        registrar.withMutation(of: self, keyPath: \.revision) { revision &+= 1 }
    }

    /// Marks the subviews' layout stale: `layoutSubviews()` runs before the view is next shown.
    open func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Lays out this view if it is stale, then any stale view below it (a subview can be stale alone).
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Override to place subviews from `bounds`; the default leaves them where they are.
    open func layoutSubviews() {}

    /// The size the view's content wants, or `UIView.noIntrinsicMetric` along an axis where it has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    public static let noIntrinsicMetric: CGFloat = -1

    open func invalidateIntrinsicContentSize() {
        setNeedsDisplay()
    }

    /// UIKit's default answers the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        hugging[axis] ?? defaultHuggingPriority(for: axis)
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis] = priority
        setNeedsDisplay()
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }

    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        compressionResistance[axis] = priority
        setNeedsDisplay()
    }

    /// UIKit's hugging priority for views of this class: 250 for a plain view; 251 for a label or image
    /// view, 750 for controls of a fixed size (set by those classes).
    open func defaultHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }

    /// Does nothing and reports false, as UIKit's view, which cannot be first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    open var isFirstResponder: Bool { false }

    open var canBecomeFirstResponder: Bool { false }

    /// Ends editing in this view or a subview, as UIKit's (`view.endEditing(true)` dismisses the keyboard).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        var ended = resignFirstResponder()
        for subview in subviews where subview.endEditing(force) == false { ended = false }
        return ended
    }

    /// What the view's class draws of its own, over its background and under its subviews (a label's
    /// text); nothing for a plain view. Drawing with `draw(_:)` is not Finch's.
    var _finchContent: AnyView { AnyView(EmptyView()) }

    /// The view's layer, own content and subviews as Finch views, before its opacity, clip and shadow
    /// (`finchBody()`); a scroll view puts its subviews in a Finch scroll view.
    func _finchLayers(shape: RoundedRectangle) -> AnyView { plainLayers(shape: shape) }

    /// The size, per axis, that the view's content wants (`noIntrinsicMetric` where none), given what its
    /// Finch content measures at its ideal size: a label's or image view's own content decides; other
    /// views answer `intrinsicContentSize`.
    func _intrinsicSize(measuring content: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Reads the change count, so that whoever draws this view is told of its next change.
    func observeChanges() {
        registrar.access(self, keyPath: \.revision)
    }

    /// The class's appearance proxy, as `UIAppearance`'s: one object per class, kept for the process.
    /// (Made through `init(coder:)`, the one initialiser every UIKit subclass keeps.)
    public static func appearance() -> Self {
        let key = ObjectIdentifier(self)
        if let proxy = AppearanceProxies.made[key] as? Self { return proxy }
        guard let proxy = Self(coder: NSCoder()) else { preconditionFailure("\(Self.self)(coder:) made no proxy") }
        AppearanceProxies.made[key] = proxy
        return proxy
    }
}

/// The appearance proxies made so far, by class.
@MainActor
private enum AppearanceProxies {
    static var made: [ObjectIdentifier: UIView] = [:]
}

/// A table view in name only (what SwiftUI's `List` was built on before iOS 16), for its appearance proxy.
@MainActor
open class UITableView: UIView {
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var backgroundView: UIView?
}

/// A table view's cell in name only, for its appearance proxy.
@MainActor
open class UITableViewCell: UIView {
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    open var selectionStyle = SelectionStyle.default
}

/// The navigation bar in name only, for its appearance proxy.
@MainActor
open class UINavigationBar: UIView {
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
}

/// iOS 13's description of a navigation bar's look, set on `UINavigationBar.appearance()`.
@MainActor
open class UINavigationBarAppearance {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public init() {}

    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }
}

extension NSAttributedString.Key {
    /// UIKit's attribute names (Linux's Foundation has none of them), for appearance dictionaries.
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
}
