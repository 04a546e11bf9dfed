import FinchCore
import Foundation

/// A view's layer, for the properties UIKit code sets on it: the corner radius and its mask, the border
/// and the shadow are drawn with the view (`UIView.finchBody()`). Finch has no layer tree of its own; a layer
/// belongs to one view, and a change shows as a change of that view.
@MainActor
open class CALayer {
    weak var owner: UIView?

    public init() {}

    open var cornerRadius: CGFloat = 0 { didSet { changed() } }
    /// UIKit's `.circular` or `.continuous` corners; Finch draws both as `RoundedRectangle` with that style.
    open var cornerCurve = CALayerCornerCurve.circular { didSet { changed() } }
    open var masksToBounds = false { didSet { changed() } }
    open var borderWidth: CGFloat = 0 { didSet { changed() } }
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { changed() } }
    open var backgroundColor: CGColor? { didSet { changed() } }
    open var opacity: Float = 1 { didSet { changed() } }
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { changed() } }
    open var shadowOpacity: Float = 0 { didSet { changed() } }
    open var shadowRadius: CGFloat = 3 { didSet { changed() } }
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed() } }
    /// The shape of the shadow, in the layer's coordinates, instead of the shape of what the view draws.
    open var shadowPath: CGPath? { didSet { changed() } }

    private func changed() {
        owner?.setNeedsDisplay()
    }
}

/// How a layer's corners curve.
public struct CALayerCornerCurve: Hashable, Sendable {
    let continuous: Bool

    public static let circular = CALayerCornerCurve(continuous: false)
    public static let continuous = CALayerCornerCurve(continuous: true)
}
