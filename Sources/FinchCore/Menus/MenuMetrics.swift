import Foundation

/// iOS 17's menu platter, as Finch draws it (light mode).
enum MenuMetrics {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    /// A row: 17-pt text with 11 pt above and below, 16 pt from the sides (at least 44 tall).
    static let rowHeight: CGFloat = 44
    static let horizontalPadding: CGFloat = 16
    /// The band between groups (a `Divider` or a `Section`).
    static let gapHeight: CGFloat = 8
    /// Between the anchor and the platter, and between the platter and the window's edges.
    static let anchorGap: CGFloat = 8
    static let margin: CGFloat = 8
    /// The platter's fill: iOS blurs what is behind a light material; Finch approximates it with a
    /// nearly opaque light grey.
    static let fill = SystemColors.menuBackground
    static let gapColor = SystemColors.menuGap
    static let separator = SystemColors.separator
    /// The keyboard highlight (and a pressed row).
    static let highlight = SystemColors.menuHighlight
    static let shadow = Color.black.opacity(0.16)
    static let shadowRadius: CGFloat = 24
    /// A context menu's lifted view grows by this much; the window behind dims by `dimming`.
    static let liftScale: CGFloat = 1.04
    static let dimming = 0.2
    /// Opening: the platter grows from 0.8 and fades in; closing: it fades out.
    static let appearDuration = 0.25
    static let disappearDuration = 0.15
}
