import Foundation

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Set by `.labelsHidden()`: controls draw without their titles. SwiftUI keeps this value private,
    /// so Finch's is internal too.
    var areLabelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside (`Toggle`, `Stepper`, `Picker`, `DatePicker`,
    /// `ColorPicker`): each draws only its control, sized to it, as SwiftUI's do. The
    /// label stays the control's accessibility label. A `Slider`'s and a `TextField`'s label are not
    /// drawn on iOS anyway, so they look the same.
    public func labelsHidden() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues(("labelsHidden", true)) { $0.areLabelsHidden = true }
    }

    /// This control with `label` kept behind it, in no space, hidden from drawing, touches and text
    /// look-ups but read by the accessibility tree, so the control is still read by its label. Nothing
    /// is kept when `isKept` is false (the label is drawn).
    func keepingHiddenLabel<L: View>(_ label: L, when isKept: Bool = true) -> some View {
        background(alignment: .topLeading) {
            if isKept {
                label.fixedSize().frame(width: 0, height: 0, alignment: .topLeading)
                    .effect("labelsHidden") { _ in RenderEffect(hidden: true, isAccessibilityOnly: true) }
            }
        }
    }
}
