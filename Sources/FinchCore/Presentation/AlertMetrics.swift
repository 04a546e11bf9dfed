import Foundation

/// iOS 17's alert and action sheet, as Finch draws them (light mode).
enum AlertMetrics {
    static let width: CGFloat = 270
    static let cornerRadius: CGFloat = 14
    static let buttonHeight: CGFloat = 44
    /// Around the title and message.
    static let textInsets = EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)
    /// The light material, approximated by a nearly opaque light grey (iOS blurs what is behind).
    static let fill = SystemColors.alertBackground
    static let separator = SystemColors.separator
    static let dimming = 0.2

    /// Text fields (iOS 16+): white rounded rects with a hairline border, stacked under the message.
    /// The exact values are not published; these are chosen to match iOS 17's look (a field about 30 pt
    /// tall in a 13-pt font, inset 16 pt like the text) and pinned by `AlertTextFieldTests`.
    static let fieldHeight: CGFloat = 30
    static let fieldCornerRadius: CGFloat = 7
    static let fieldFont = Font.system(size: 13)
    /// From the card's sides to a field, as the title and message are.
    static let fieldSideInset: CGFloat = 16
    /// From a field's border to its text.
    static let fieldTextInset: CGFloat = 7
    /// Between two fields, and under the last one (above the buttons' hairline).
    static let fieldSpacing: CGFloat = 8
    static let fieldBottomInset: CGFloat = 16
    static let fieldFill = SystemColors.systemBackground
    static let fieldBorder = SystemColors.fieldBorder
    /// An alert fades in while shrinking from 1.15 to its size, and fades out.
    static let appearScale: CGFloat = 1.15
    static let appearDuration = 0.25
    static let disappearDuration = 0.2

    /// The action sheet (`confirmationDialog`): its margins, the gap before Cancel, its buttons.
    static let sheetMargin: CGFloat = 8
    static let sheetCornerRadius: CGFloat = 13
    static let sheetButtonHeight: CGFloat = 57
    static let sheetButtonFont = Font.system(size: 20)
    static let sheetFill = SystemColors.sheetActionBackground
    static let sheetAppearDuration = 0.35
    static let sheetDisappearDuration = 0.25
}
