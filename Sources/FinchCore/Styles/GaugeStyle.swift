import Foundation

/// A gauge's appearance, as SwiftUI's `GaugeStyle`; set with `.gaugeStyle(_:)`. The style's own
/// `@Environment` properties are read where the gauge is.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

extension AnyStyle where Configuration == GaugeStyleConfiguration {
    /// `.automatic` draws the default look in the gauge itself, with its labels' own types.
    init<S: GaugeStyle>(_ style: S) {
        self.init(style: style, drawsDefault: S.self == DefaultGaugeStyle.self) {
            AnyView(StyledGauge(style: StyleProperties(value: style), configuration: $0))
        }
    }
}

/// Evaluates a style's body in a view of its own, so the style's dynamic properties are linked.
struct StyledGauge<Style: GaugeStyle>: View {
    let style: StyleProperties<Style>
    let configuration: GaugeStyleConfiguration

    var body: some View {
        style.value.makeBody(configuration: configuration)
    }
}

private struct GaugeStyleStackKey: EnvironmentKey {
    static var defaultValue: StyleStack<GaugeStyleConfiguration> { StyleStack() }
}

extension EnvironmentValues {
    /// The gauge styles `.gaugeStyle(_:)` set around this view, innermost last.
    var gaugeStyles: StyleStack<GaugeStyleConfiguration> {
        get { self[GaugeStyleStackKey.self] }
        set { self[GaugeStyleStackKey.self] = newValue }
    }
}

extension View {
    /// Draws the gauges in this view with `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter> {
        let erased = AnyStyle<GaugeStyleConfiguration>(style)
        return transformEnvironmentValues(("gaugeStyle", style)) {
            $0.gaugeStyles.styles.append(erased)
        }
    }

    /// This view with the innermost gauge style taken off (a style's body).
    func outerGaugeStyles() -> ModifiedContent<Self, _EnvironmentWriter> {
        transformEnvironmentValues("outerGaugeStyles") { $0.gaugeStyles.removeInnermost() }
    }
}

/// The platform's default, as SwiftUI's `DefaultGaugeStyle`: on iOS the linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
