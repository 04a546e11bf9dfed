import FinchCore
import Foundation

extension UIFont {
    /// UIKit's weights, with its raw values (-1...1, regular 0).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// SwiftUI's weight nearest to this one (a raw value between two named ones takes the lower).
        var font: Font.Weight {
            let ladder: [(CGFloat, Font.Weight)] = [
                (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
            ]
            return ladder.last { $0.0 <= rawValue + 0.001 }?.1 ?? .ultraLight
        }
    }

    /// UIKit's text styles; each stands for SwiftUI's style of the same name (`title1` is `.title`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's style, its size and weight at the default text size; an unknown raw value is body text.
        var font: (style: Font.TextStyle, size: CGFloat, weight: Weight) {
            let style: Font.TextStyle =
                switch self {
                case .largeTitle: .largeTitle
                case .title1: .title
                case .title2: .title2
                case .title3: .title3
                case .headline: .headline
                case .subheadline: .subheadline
                case .callout: .callout
                case .footnote: .footnote
                case .caption1: .caption
                case .caption2: .caption2
                default: .body
                }
            return (style, Self.sizes[style] ?? 17, style == .headline ? .semibold : .regular)
        }

        /// iOS's sizes at the default (Large) text size, as `Font.TextStyle` has them.
        private static let sizes: [Font.TextStyle: CGFloat] = [
            .largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
            .subheadline: 15, .footnote: 13, .caption: 12, .caption2: 11,
        ]
    }
}
