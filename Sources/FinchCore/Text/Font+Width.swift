import Foundation

extension Font {
    /// How wide a font's letters are, as SwiftUI's `Font.Width` (iOS 16).
    ///
    /// Finch keeps the width on the font so code that sets one compiles and compares as it should, but
    /// draws every width as the standard one: Inter, the system font, comes in one width, and Pango does
    /// not stretch letters a face does not have.
    public struct Width: Hashable, Sendable {
        /// How much narrower (negative) or wider than standard; the named widths' values are Finch's.
        public var value: CGFloat

        public init(_ value: CGFloat) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.15)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// This font in `width`.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }
}

extension Text {
    /// The text in `width` (nil: its font's own). Drawn as the standard width (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text {
        var copy = self
        for index in copy.segments.indices { copy.segments[index].width = width }
        return copy
    }
}

extension View {
    /// The texts in this view in `width` (nil: their fonts' own). Drawn as the standard width.
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("fontWidth", width)) { environment in
            if let width { environment.font = (environment.font ?? .body).width(width) }
        }
    }
}
