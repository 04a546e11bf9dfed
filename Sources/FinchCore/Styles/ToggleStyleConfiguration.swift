import Foundation

/// What a `ToggleStyle` draws: the toggle's label, and its state as a binding (`configuration.isOn`
/// reads and writes it, `configuration.$isOn` is the binding).
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public struct Label: View {
        let content: AnyView

        public var body: some View { content }
    }

    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that disagree (`Toggle(sources:isOn:label:)`).
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        self._isOn = isOn
        self.isMixed = isMixed
    }
}
