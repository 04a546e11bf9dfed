/// iOS's semantic colours with their light and dark values (UIKit's published `UIColor` values), for
/// everything Finch draws: a view resolves them in its environment, so dark mode follows `\.colorScheme`.
enum SystemColors {
    private static func dynamic(_ light: RGBA, _ dark: RGBA, elevated: RGBA? = nil) -> Color {
        Color(light: light, dark: dark, darkElevated: elevated)
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ opacity: Double = 1) -> RGBA {
        RGBA(bytes: r, g, b, opacity: opacity)
    }

    // Backgrounds, with UIKit's elevated dark values (a sheet's, a popover's: each a step lighter).
    static let systemBackground = dynamic(.white, .black, elevated: rgb(28, 28, 30))
    static let secondarySystemBackground = dynamic(rgb(242, 242, 247), rgb(28, 28, 30), elevated: rgb(44, 44, 46))
    static let tertiarySystemBackground = dynamic(.white, rgb(44, 44, 46), elevated: rgb(58, 58, 60))
    static let systemGroupedBackground = dynamic(rgb(242, 242, 247), .black, elevated: rgb(28, 28, 30))
    static let secondarySystemGroupedBackground = dynamic(.white, rgb(28, 28, 30), elevated: rgb(44, 44, 46))
    static let tertiarySystemGroupedBackground = dynamic(rgb(242, 242, 247), rgb(44, 44, 46), elevated: rgb(58, 58, 60))

    // Labels.
    static let label = dynamic(.black, .white)
    static let secondaryLabel = dynamic(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    static let tertiaryLabel = dynamic(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    static let quaternaryLabel = dynamic(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    /// A text field's placeholder (UIKit's `placeholderText`).
    static let placeholderText = dynamic(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))

    // Separators and fills.
    static let separator = dynamic(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.65))
    static let opaqueSeparator = dynamic(rgb(198, 198, 200), rgb(56, 56, 58))
    static let systemFill = dynamic(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    static let secondarySystemFill = dynamic(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    static let tertiarySystemFill = dynamic(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    static let quaternarySystemFill = dynamic(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))

    // Greys.
    static let systemGray = dynamic(rgb(142, 142, 147), rgb(142, 142, 147))
    static let systemGray2 = dynamic(rgb(174, 174, 178), rgb(99, 99, 102))
    static let systemGray3 = dynamic(rgb(199, 199, 204), rgb(72, 72, 74))
    static let systemGray4 = dynamic(rgb(209, 209, 214), rgb(58, 58, 60))
    static let systemGray5 = dynamic(rgb(229, 229, 234), rgb(44, 44, 46))
    static let systemGray6 = dynamic(rgb(242, 242, 247), rgb(28, 28, 30))

    // Chrome: bars, menus, alerts and sheets (iOS draws them as materials; these are their mean colours).
    static let barBackground = dynamic(rgb(249, 249, 249), rgb(22, 22, 23))
    static let menuBackground = dynamic(rgb(247, 247, 247, 0.96), rgb(37, 37, 38, 0.96))
    /// A menu picker's option list.
    static let popupBackground = dynamic(rgb(249, 249, 249), rgb(37, 37, 38))
    static let alertBackground = dynamic(rgb(242, 242, 242, 0.97), rgb(40, 40, 42, 0.97))
    static let sheetActionBackground = dynamic(rgb(247, 247, 247, 0.97), rgb(44, 44, 46, 0.97))
    /// A popover, menu or picker card lifted above the page.
    static let elevatedBackground = dynamic(.white, rgb(44, 44, 46))
    /// A sheet: elevated in dark appearance, as on iOS.
    static let sheetBackground = dynamic(.white, rgb(28, 28, 30))
    /// The pill a segmented picker slides behind the chosen segment.
    static let segmentThumb = dynamic(.white, rgb(99, 99, 102))
    /// A shadow or press highlight that darkens in light appearance and lightens in dark.
    static let pressHighlight = dynamic(rgb(0, 0, 0, 0.08), rgb(255, 255, 255, 0.1))
    static let menuHighlight = dynamic(rgb(0, 0, 0, 0.1), rgb(255, 255, 255, 0.12))
    static let menuGap = dynamic(rgb(0, 0, 0, 0.08), rgb(0, 0, 0, 0.4))
    /// A text field's hairline border.
    static let fieldBorder = dynamic(rgb(0, 0, 0, 0.2), rgb(255, 255, 255, 0.2))
    /// The tab bar's unselected items (systemGray in both).
    static let unselectedItem = dynamic(rgb(153, 153, 153), rgb(142, 142, 147))
    static let barHairline = dynamic(rgb(0, 0, 0, 0.3), rgb(255, 255, 255, 0.15))
}

private struct ElevatedLevelKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside a presentation lifted above the page (a sheet, a popover): UIKit's elevated
    /// `userInterfaceLevel`, where the background colours take their elevated dark values.
    var isElevatedLevel: Bool {
        get { self[ElevatedLevelKey.self] }
        set { self[ElevatedLevelKey.self] = newValue }
    }
}
