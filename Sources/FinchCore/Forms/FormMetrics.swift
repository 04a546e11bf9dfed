import Foundation

/// The numbers and colours of iOS 17's form controls in light mode, from the open-source iOS look-alikes Flutter's Cupertino widgets, Ionic's iOS theme and Framework7. Where
/// Apple publishes none, the value is Finch's choice, pinned by `PickerTests` and `DatePickerTests`.
enum FormMetrics {
    /// The segmented control: 32 pt tall (of the kits' 32 and 28), radius 8, the selected segment inset
    /// 2 pt, 13-pt titles.
    static let segmentedHeight: CGFloat = 32
    static let segmentedRadius: CGFloat = 8
    static let segmentInset: CGFloat = 2
    static let segmentFontSize: CGFloat = 13
    /// The track: tertiary fill, 118, 118, 128 at 0.12.
    static let tertiaryFill = SystemColors.tertiarySystemFill
    /// The selected segment slides with a spring of about 0.4 s.
    static let segmentAnimation = Animation.spring(response: 0.4, dampingFraction: 0.85)

    /// A wheel's rows, and how many show (Finch draws a simple five-row drum).
    static let wheelRowHeight: CGFloat = 32
    static let wheelVisibleRows = 5
    /// A wheel settling on a row.
    static let wheelAnimation = Animation.spring(response: 0.35, dampingFraction: 1)
    /// One wheel detent (40 pt of scroll, as the GTK host sends it) turns the drum one row.
    static let wheelScrollStep: CGFloat = 40

    /// The compact date picker's pills: radius 8, about #EDEEF0, 16-pt text.
    static let pillRadius: CGFloat = 8
    static let pillFill = Color(light: RGBA(bytes: 237, 238, 240), dark: RGBA(bytes: 44, 44, 46))
    static let pillFontSize: CGFloat = 16
    static let pillHorizontalPadding: CGFloat = 11
    static let pillVerticalPadding: CGFloat = 6

    /// The graphical calendar: about 344 pt tall; a header of 17-pt semibold, 44-pt day rows.
    static let calendarHeaderHeight: CGFloat = 44
    static let calendarWeekdayHeight: CGFloat = 24
    static let calendarDayHeight: CGFloat = 44
    static let calendarDayCircle: CGFloat = 40
    static let calendarTopPadding: CGFloat = 8
    static let calendarBottomPadding: CGFloat = 4
    static var calendarHeight: CGFloat {
        calendarTopPadding + calendarHeaderHeight + calendarWeekdayHeight + 6 * calendarDayHeight
            + calendarBottomPadding
    }

    /// The popup Finch shows a menu picker's options in (until a menu platter takes its place): 250 pt
    /// wide, radius 13, 44-pt rows.
    static let popupWidth: CGFloat = 250
    static let popupRadius: CGFloat = 13
    static let popupRowHeight: CGFloat = 44
    static let popupMargin: CGFloat = 8
    static let popupFill = SystemColors.popupBackground

    /// Out-of-range days and disabled options: the tertiary label colour, 60, 60, 67 at 0.3.
    static let tertiaryLabel = SystemColors.tertiaryLabel
    /// The radio group's circles (macOS's 16 pt).
    static let radioSize: CGFloat = 16
}
