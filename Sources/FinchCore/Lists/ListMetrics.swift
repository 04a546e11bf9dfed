import Foundation

/// The numbers and colours of iOS 17's lists in light mode, from the open-source iOS look-alikes Flutter's Cupertino widgets, Ionic's iOS theme and Framework7, and iOS's
/// runtime colour values. Apple publishes
/// few of them: where the open-source look-alikes disagree, the choice is named here and pinned by
/// `ListLayoutTests`.
enum ListMetrics {
    /// A row is at least this tall.
    static let minimumRowHeight: CGFloat = 44
    /// Row content inset from the row's leading and trailing edges: the layout margin of a narrow
    /// window (the margin in use is `\.layoutMargin`, 20 in a window at least `wideMarginWidth` wide).
    static let rowInset: CGFloat = 16
    /// The layout margin of a wide window, and the width from which it applies (iOS uses 20 on its
    /// 414-point and wider phones and on iPads, 16 on narrower phones).
    static let wideMargin: CGFloat = 20
    static let wideMarginWidth: CGFloat = 414

    /// The layout margin for a window (or column) `width` wide.
    static func margin(forWidth width: CGFloat) -> CGFloat {
        width >= wideMarginWidth ? wideMargin : rowInset
    }
    /// Above and below a row's content: a 17-point body line (22 points) makes exactly a 44-point row.
    static let rowVerticalInset: CGFloat = 11
    /// An inset grouped section's distance from the list's sides, and its corner radius (10, of the
    /// kits' 10 and 8).
    static let insetGroupedMargin: CGFloat = 16
    static let cornerRadius: CGFloat = 10
    /// Space above a grouped section with no header (iOS's 35-point section gap).
    static let sectionGap: CGFloat = 35
    /// `.listSectionSpacing(.compact)`'s gap (~: Apple publishes no number and the look-alikes have no
    /// compact spacing; Finch's choice, visibly closer than the default 35, as iOS 17's compact sections are).
    static let compactSectionGap: CGFloat = 20
    /// A header with `.headerProminence(.increased)`: title 3 bold, as iOS draws it.
    static let prominentHeaderFont = Font.title3.bold()
    /// A grouped header's text: this far above it, this far below it to the first row.
    static let headerTop: CGFloat = 17
    static let headerBottom: CGFloat = 6
    /// A footer's text below the section.
    static let footerTop: CGFloat = 6
    /// Space after the last section.
    static let bottomGap: CGFloat = 35

    /// The grouped background, #F2F2F7.
    static let groupedBackground = SystemColors.systemGroupedBackground
    /// Separators: 60, 60, 67 at 0.29 (of the kits' 0.29 and 0.36).
    static let separator = SystemColors.separator
    /// Header and footer text: the secondary label colour, 60, 60, 67 at 0.6.
    static let secondaryLabel = SystemColors.secondaryLabel
    /// A pressed row, systemGray4 (#D1D1D6).
    static let pressedRow = SystemColors.systemGray4
    /// The disclosure chevron, systemGray2 (#AEAEB2).
    /// Edit mode's delete circle and reorder handle (22 pt, ~), and the space after the circle.
    static let editControlSize: CGFloat = 22
    static let editControlSpacing: CGFloat = 16
    /// A swipe past this share of the row's width deletes it when let go, as a full swipe on iOS.
    static let fullSwipeFraction: CGFloat = 0.6
    /// A label's icon column in a row, and the space after it (~: iOS's list cells reserve about 28).
    static let labelIconColumn: CGFloat = 28
    static let labelIconSpacing: CGFloat = 12
    /// A swiped row opening, closing or snapping back.
    static let swipeAnimation = Animation.easeOut(duration: 0.25)
    static let chevron = SystemColors.systemGray2
    /// A row's badge: this far after the content; an `.increased` badge's capsule (~, as the tab bar's
    /// badge, in the row's subheadline size).
    static let badgeSpacing: CGFloat = 8
    static let badgeFont = Font.subheadline
    static let prominentBadgePadding: CGFloat = 7
    static let prominentBadgeHeight: CGFloat = 22
    static let prominentBadge = CapsuleBadge.Metrics(
        font: badgeFont, horizontalPadding: prominentBadgePadding, height: prominentBadgeHeight)
}
