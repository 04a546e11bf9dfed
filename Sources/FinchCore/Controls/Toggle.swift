import Foundation

/// A control that turns a setting on and off, as SwiftUI's `Toggle` in iOS's switch style:
/// the label leading, a 51 × 31 switch trailing, the knob sliding over when tapped. The switch is green
/// when on, or the `.tint(_:)` colour.
///
/// `.toggleStyle(_:)` changes the look: `.button`, or a program's style, whose `makeBody` is given the
/// label and the binding; a `Toggle(configuration)` inside it draws the style in effect outside that one.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    /// True for a toggle over several sources that disagree (`init(sources:isOn:label:)`).
    var isMixed = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.toggleStyles) private var styles
    @Environment(\.areLabelsHidden) private var areLabelsHidden

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self._isOn = isOn
        self.label = label()
    }

    public var body: some View {
        Group {
            if let style = styles.drawing {
                style.makeBody(configuration).outerToggleStyles()
            } else {
                switchRow
            }
        }
        // One element, as iOS reads a switch: its label, the value "1" or "0" ("2" when mixed, as a mixed
        // checkbox's value reads on Apple platforms), activated to flip it.
        .accessibilityAttached(
            AccessibilityProperties(
                value: isMixed ? "2" : isOn ? "1" : "0", addedTraits: .isToggle, children: .combine,
                actions: [(AccessibilityActionKind.default.name, flip)]))
    }

    /// What a style is given: the label, type-erased, and the binding.
    private var configuration: ToggleStyleConfiguration {
        ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: $isOn, isMixed: isMixed)
    }

    /// iOS's switch row; with `.labelsHidden()`, the switch alone.
    @ViewBuilder private var switchRow: some View {
        if areLabelsHidden {
            switchControl.keepingHiddenLabel(label)
        } else {
            HStack {
                label
                Spacer()
                switchControl
            }
        }
    }

    /// The switch and its input. Only the switch animates: iOS's switch moves its own knob and sets the
    /// binding in no animated transaction, so what else reads it (a label's text) changes at once.
    private var switchControl: some View {
        ToggleSwitch(isOn: isOn)
            .animation(ToggleSwitch.animation, value: isOn)
            .opacity(isEnabled ? 1 : 0.5)
            .contentShape(Rectangle())
            .allowsHitTesting(isEnabled)
            .onTapGesture { isOn.toggle() }
            .keyboardActivatable { if isEnabled { isOn.toggle() } }
            .keyboardShortcutTarget(isEnabled: isEnabled, drawsDefaultAction: false) { isOn.toggle() }
    }

    /// The accessibility activation: flips the switch as a tap does (nothing while disabled).
    private var flip: @MainActor () -> Void {
        let binding = _isOn
        let isEnabled = isEnabled
        return { if isEnabled { binding.wrappedValue.toggle() } }
    }
}

extension Toggle {
    /// One toggle for several values (iOS 16): on when every source is on, off when none is, mixed
    /// (`ToggleStyleConfiguration.isMixed`) when they disagree; turning it on or off sets every source, so
    /// a tap on a mixed toggle turns them all on. The switch shows a mixed toggle as off, iOS having no
    /// mixed switch; a style can draw `isMixed` (a dash in a checkbox). No sources is off.
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let onCount = bindings.reduce(0) { $0 + ($1.wrappedValue ? 1 : 0) }
        let all = Binding<Bool>(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { value in for binding in bindings { binding.wrappedValue = value } })
        self.init(isOn: all, label: label)
        isMixed = onCount > 0 && onCount < bindings.count
    }
}

extension Toggle where Label == Text {
    /// A toggle over several values (see `init(sources:isOn:label:)`), titled by a localized key.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle over several values, its title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }

    /// A title read as a localized key, its inline Markdown included (as `Text`'s).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == FinchCore.Label<Text, Image> {
    /// A title with a symbol before it (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) {
            FinchCore.Label {
                Text(titleKey)
            } icon: {
                Image(systemName: name)
            }
        }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) {
            FinchCore.Label {
                Text(title)
            } icon: {
                Image(systemName: name)
            }
        }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration: inside the style's `makeBody`, it is drawn by the
    /// style that was in effect outside that one (the switch at the outermost).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The iOS switch: a green or tinted (on) or light grey (off) capsule with a white knob.
struct ToggleSwitch: View {
    let isOn: Bool
    /// `.tint(_:)`'s colour for the on state (iOS 15), green when none is set.
    @Environment(\.tint) private var tint

    /// iOS's switch moves with a short, firm spring (Finch's choice, pinned by the knob goldens).
    static let animation = Animation.spring(response: 0.3, dampingFraction: 0.9)

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule(style: .circular)
                // Off: UISwitch's track is `secondarySystemFill` over the row (#E9E9EA on white, #39393D
                // on a dark row's #1C1C1E).
                .fill(isOn ? tint ?? Color.green : SystemColors.secondarySystemFill)
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
