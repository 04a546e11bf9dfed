import FinchCore
import Foundation

extension UIButton {
    /// iOS 15's description of a button's look: a style (`plain()`, `tinted()`, `gray()`, `filled()`), its
    /// title, subtitle and image, their colours and the background's shape. Finch draws what it describes;
    /// the sizes and radii per `buttonSize` are Finch's, near iOS 17's (UIKit publishes none).
    public struct Configuration: Hashable {
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        public enum CornerStyle: Int, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        enum Style: Hashable {
            case plain, tinted, gray, filled
        }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString? {
            get { title.map { AttributedString($0) } }
            set { title = newValue.map { String($0.characters) } }
        }
        public var image: UIImage?
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background = UIBackgroundConfiguration.clear()
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        /// The space around the content; nil until set, then the size's own insets are replaced.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { ownInsets ?? Self.insets(for: buttonSize) }
            set { ownInsets = newValue }
        }
        private var ownInsets: NSDirectionalEdgeInsets?
        public var showsActivityIndicator = false

        init(style: Style) {
            self.style = style
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { .plain() }
        public static func bordered() -> Configuration { .gray() }
        public static func borderedTinted() -> Configuration { .tinted() }
        public static func borderedProminent() -> Configuration { .filled() }

        /// The space around the content at each size.
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font at this size (a subtitle is set two sizes smaller).
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        /// The background's corner radius (a capsule's is its height's half, drawn as a `Capsule`).
        var cornerRadius: CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: 0
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }

        /// The content's colour for this style with the view's `tint`.
        func foreground(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background's colour for this style with the view's `tint`, if it has one.
        func backgroundColor(tint: UIColor) -> UIColor? {
            if let color = background.backgroundColor { return color }
            switch style {
            case .plain: return nil
            case .gray: return baseBackgroundColor ?? .secondarySystemFill
            case .filled: return baseBackgroundColor ?? tint
            case .tinted:
                return baseBackgroundColor ?? UIColor(Color(uiColor: tint).opacity(0.15))
            }
        }
    }
}

/// The background of a button's configuration (a cell's, in UIKit): a colour, a corner radius and a stroke.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0

    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
