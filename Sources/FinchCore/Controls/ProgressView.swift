import Foundation

/// Progress toward completion: an animated spinner when the amount is unknown, a bar when it is known.
///
/// The spinner is iOS's medium activity indicator: 20×20 pt, eight grey spokes whose brightness runs
/// round once a second. The bar is 4 pt high, the tint over a light grey track, as wide as
/// offered. A title sits under the spinner, above the bar.
///
/// `.progressViewStyle(_:)` changes the look (`.linear`, `.circular`, or a program's style).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    private let fraction: Double?
    private let label: Label?
    private let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyles) private var styles

    public var body: some View {
        if let style = styles.drawing {
            style.makeBody(configuration).outerProgressViewStyles()
        } else if let fraction {
            LinearProgress(fraction: fraction, label: label, currentValueLabel: currentValueLabel)
        } else {
            CircularProgress(label: label)
        }
    }

    /// What a style is given: the fraction (nil when indeterminate) and the labels, type-erased.
    private var configuration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map {
                ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
            })
    }

    fileprivate init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel? = nil) {
        self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// A progress view made from a style's configuration: inside the style's `makeBody`, it is drawn by
    /// the style that was in effect outside that one (the default at the outermost).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(fraction: nil, label: nil)
    }

    /// A bar filled `value / total` (clamped to 0...1); a nil value shows the spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with `label` under it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label())
    }

    /// A bar with `label` above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label())
    }
}

extension ProgressView {
    /// A bar with `label` above it and `currentValueLabel` under it (footnote, secondary).
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title under it.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey))
    }

    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(String(title)))
    }

    /// A bar with a title above it.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey))
    }

    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(String(title)))
    }
}

extension ProgressView {
    fileprivate static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return Double(value) / Double(total)
    }
}

/// The determinate bar: a track and the filled part, in the tint (the accent colour by default).
struct ProgressBar: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule(style: .circular).fill(Color.gray.opacity(0.25))
                Capsule(style: .circular).fill(tint ?? Color.accentColor).frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: 4)
    }
}

/// The indeterminate spinner: its phase runs from 0 to 1 each second, for as long as it is shown. Grey,
/// or the colour `.tint(_:)` sets (iOS 16 and later).
struct ProgressSpinner: View {
    /// `.controlSize(.large)`: UIKit's large indicator, 37 pt.
    var isLarge = false
    @State private var phase = 0.0
    @Environment(\.tint) private var tint

    var body: some View {
        Color.clear
            .frame(width: 20, height: 20)
            .modifier(SpinnerSpokes(phase: phase, color: tint ?? .gray))
            .scaleEffect(isLarge ? 37 / 20 : 1)
            .frame(width: isLarge ? 37 : 20, height: isLarge ? 37 : 20)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = 1 }
            }
    }
}

/// Eight spokes; the brightest one steps round once per phase (iOS's indicator steps, it does not glide).
private struct SpinnerSpokes: AnimatableModifier {
    static let spokes = 8
    var phase: Double
    let color: Color

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func body(content: Content) -> some View {
        let head = Int((phase * Double(Self.spokes)).rounded(.down)) % Self.spokes
        return content.overlay(
            ZStack {
                ForEach(0..<Self.spokes, id: \.self) { index in
                    Capsule(style: .circular)
                        .fill(color)
                        .frame(width: 2.5, height: 6)
                        .offset(y: -6.5)
                        .rotationEffect(.degrees(Double(index) * 360 / Double(Self.spokes)))
                        .opacity(Self.opacity(of: index, head: head))
                }
            })
    }

    /// The head is opaque; each spoke behind it is dimmer, down to 0.25.
    static func opacity(of index: Int, head: Int) -> Double {
        let behind = (head - index + spokes) % spokes
        return 1 - 0.75 * Double(behind) / Double(spokes - 1)
    }
}
