import Foundation

/// A control that turns a setting on and off, as SwiftUI's `Toggle` in iOS's switch style:
/// the label leading, a 51 × 31 switch trailing, the knob sliding over when tapped.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.isEnabled) private var isEnabled

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self._isOn = isOn
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            ToggleSwitch(isOn: isOn)
                .opacity(isEnabled ? 1 : 0.5)
                .contentShape(Rectangle())
                .allowsHitTesting(isEnabled)
                .onTapGesture { withAnimation(ToggleSwitch.animation) { isOn.toggle() } }
                .keyboardActivatable { if isEnabled { withAnimation(ToggleSwitch.animation) { isOn.toggle() } } }
                .keyboardShortcutTarget(isEnabled: isEnabled, drawsDefaultAction: false) {
                    withAnimation(ToggleSwitch.animation) { isOn.toggle() }
                }
        }
        // One element, as iOS reads a switch: its label, the value "1" or "0", activated to flip it.
        .accessibilityAttached(
            AccessibilityProperties(
                value: isOn ? "1" : "0", addedTraits: .isToggle, children: .combine,
                actions: [(AccessibilityActionKind.default.name, flip)]))
    }

    /// The accessibility activation: flips the switch as a tap does (nothing while disabled).
    private var flip: @MainActor () -> Void {
        let binding = _isOn
        let isEnabled = isEnabled
        return { if isEnabled { withAnimation(ToggleSwitch.animation) { binding.wrappedValue.toggle() } } }
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The iOS switch: a green (on) or light grey (off) capsule with a white knob.
struct ToggleSwitch: View {
    let isOn: Bool

    /// iOS's switch moves with a short, firm spring (Finch's choice, pinned by the knob goldens).
    static let animation = Animation.spring(response: 0.3, dampingFraction: 0.9)

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule(style: .circular)
                .fill(isOn ? Color.green : Color(white: 0.91))
                .frame(width: 51, height: 31)
            Circle()
                .fill(Color.white)
                .shadow(color: Color.black.opacity(0.2), radius: 2, x: 0, y: 1)
                .frame(width: 27, height: 27)
                .padding(2)
        }
        .frame(width: 51, height: 31)
    }
}
