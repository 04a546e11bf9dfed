import Foundation

/// A control that picks a colour, as SwiftUI's `ColorPicker` drawn simply: the label leading and a
/// colour well trailing (the colour ringed by a hue wheel); a tap on the well, or Space or Return with
/// focus, presents a sheet of swatches (`ColorPalette`) that sets the selection. The selection is a
/// `Color` or, as SwiftUI also takes, a `CGColor` (Finch's: Linux's Foundation has none).
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isPresented = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.areLabelsHidden) private var areLabelsHidden

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        Group {
            if areLabelsHidden {
                well.keepingHiddenLabel(label)
            } else {
                HStack {
                    label
                    Spacer()
                    well
                }
            }
        }
        .sheet(isPresented: $isPresented) {
            ColorPalette(selection: selection, supportsOpacity: supportsOpacity)
        }
    }

    /// The colour well and its input.
    private var well: some View {
        ColorWell(color: selection.wrappedValue)
            .opacity(isEnabled ? 1 : ControlMetrics.disabledOpacity)
            .contentShape(Rectangle())
            .allowsHitTesting(isEnabled)
            .onTapGesture { isPresented = true }
            .focusableControl(
                isFocusable: isEnabled, cornerRadius: ColorWell.size / 2, activate: { isPresented = true }
            ) {
                _ in false
            }
    }
}

extension ColorPicker {
    /// A picker whose selection is a `CGColor`: what it shows is `Color(cgColor:)`, and a colour chosen is
    /// written back as its `cgColor` (a system colour's light value, which has no `cgColor` of its own).
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        let color = Binding<Color>(
            get: { Color(cgColor: selection.wrappedValue) },
            set: { chosen in
                selection.wrappedValue =
                    chosen.cgColor
                    ?? CGColor(
                        red: chosen.light.red, green: chosen.light.green, blue: chosen.light.blue,
                        alpha: chosen.light.opacity)
            })
        self.init(selection: color, supportsOpacity: supportsOpacity, label: label)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// iOS's colour well: a 28-pt circle, a 3-pt ring of every hue around the colour with a 2-pt gap.
struct ColorWell: View {
    static let size: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let gap: CGFloat = 2
    /// The ring's hues, red round to red (clockwise from the trailing side).
    static let hues: [Color] = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map {
        Color(hue: $0, saturation: 0.9, brightness: 1)
    }

    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: Self.hues, center: .center), lineWidth: Self.ringWidth)
            Circle().fill(color).padding(Self.ringWidth + Self.gap)
        }
        .frame(width: Self.size, height: Self.size)
    }
}
