import Foundation

/// The colours and sizes iOS 17's form controls share in light mode (iOS's runtime
/// colour values for the fills; sizes from the open-source iOS look-alike kits).
enum ControlMetrics {
    /// Tertiary fill, 118, 118, 128 at 0.12: a stepper's background, a segmented control's track.
    static let tertiaryFill = SystemColors.tertiarySystemFill
    /// System fill, 120, 120, 128 at 0.2: a slider's unfilled track, a pressed stepper half.
    static let systemFill = SystemColors.systemFill
    /// Tertiary label, 60, 60, 67 at 0.3: a glyph that cannot be used (a stepper's side at its bound).
    static let tertiaryLabel = SystemColors.tertiaryLabel
    /// A disabled control is drawn at this opacity (as `Toggle`).
    static let disabledOpacity = 0.5
}
