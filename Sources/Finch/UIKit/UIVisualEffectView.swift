import FinchCore
import Foundation

/// UIKit's effect view: a blur effect draws the matching material (`UIBlurEffect.Style.systemThinMaterial` as
/// `.thinMaterial`, and so on), and what is added to its `contentView` shows over it.
@MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect? { didSet { setNeedsDisplay() } }
    /// Where subviews go, as in UIKit; it fills the effect view.
    public let contentView = UIView(frame: .zero)

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        super.addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.addSubview(contentView)
    }

    override open func layoutSubviews() {
        contentView.frame = bounds
    }

    override var _finchContent: AnyView {
        guard let blur = effect as? UIBlurEffect else { return AnyView(EmptyView()) }
        return AnyView(Rectangle().fill(blur.style.material))
    }
}

/// An effect a `UIVisualEffectView` draws.
@MainActor
open class UIVisualEffect {
    public init() {}
}

/// A blur of what lies behind, in one of UIKit's styles.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark

        /// The SwiftUI material of the same thickness.
        var material: Material {
            switch self {
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark:
                .ultraThinMaterial
            case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light, .extraLight:
                .thinMaterial
            case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent:
                .thickMaterial
            case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: .bar
            case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular, .dark: .regularMaterial
            }
        }
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}
