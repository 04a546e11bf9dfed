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
