// Not `@testable`: this file uses FinchCore as an app does, through its public API only. That it compiles
// in Swift 6 mode is most of what it pins: SwiftUI leaves these values and their members nonisolated, so
// code written for Apple platforms builds them in static lets, nonisolated functions and detached tasks.
import FinchCore
import Foundation
import Testing

private func requireSendable<T: Sendable>(_ value: T) -> T { value }

// MARK: - Values in static members of extensions, as apps declare their own styles

/// A view modifier for a `.modifier(active:identity:)` transition.
private struct Dim: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View { content.opacity(1 - amount) }
}

extension AnyTransition {
    fileprivate static var dimmed: AnyTransition {
        .modifier(active: Dim(amount: 0.8), identity: Dim(amount: 0))
    }
    fileprivate static let slideAndFade: AnyTransition = .asymmetric(
        insertion: .move(edge: .trailing).combined(with: .opacity), removal: .scale.combined(with: .opacity))
    fileprivate static let grow: AnyTransition = .scale(scale: 0.5, anchor: .bottom)
}

extension Animation {
    fileprivate static let gentle: Animation = .easeInOut(duration: 0.4).delay(0.1)
    fileprivate static let wobble: Animation = .spring(response: 0.3, dampingFraction: 0.5).repeatForever()
    fileprivate static let bounce: Animation = .spring(duration: 0.5, bounce: 0.3)
    fileprivate static let pulse: Animation = .linear(duration: 1).repeatCount(3, autoreverses: true)
}

extension Color {
    fileprivate static let brand = Color(red: 0.2, green: 0.4, blue: 0.6)
    fileprivate static let brandWash = Color.brand.opacity(0.5)
    fileprivate static let warm = Color(hue: 0.08, saturation: 0.8, brightness: 0.9)
}

extension Font {
    fileprivate static let headline2: Font = .system(size: 22, weight: .semibold, design: .rounded)
    fileprivate static let boldTitle: Font = .title.bold()
}

extension LinearGradient {
    fileprivate static let sunrise = LinearGradient(
        gradient: Gradient(colors: [.orange, .pink]), startPoint: .top, endPoint: .bottom)
}

private enum Metrics {
    static let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    static let tilt = Angle.degrees(90)
    static let corner = UnitPoint(x: 0.25, y: 0.75)
    static let stops = Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)])
    static let ring = RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10)
    static let wheel = AngularGradient(colors: [.red, .green], center: .center)
}

// MARK: - A shape of the app's own, its path built off the main actor

/// A triangle pointing up, as apps write shapes: `path(in:)` is a requirement SwiftUI leaves
/// nonisolated, so a detached task can ask for it.
private struct Triangle: Shape {
    var inset: CGFloat = 0

    var animatableData: CGFloat {
        get { inset }
        set { inset = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let box = rect.insetBy(dx: inset, dy: inset)
        var path = Path()
        path.move(to: CGPoint(x: box.midX, y: box.minY))
        path.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
        path.addLine(to: CGPoint(x: box.minX, y: box.maxY))
        path.closeSubpath()
        return path
    }
}

// MARK: - Nonisolated functions, as model code and helpers call these

private nonisolated func transitions() -> [AnyTransition] {
    [
        .opacity, .scale, .slide, .move(edge: .leading), .scale(scale: 2), .offset(x: 3, y: 4), .push(from: .top),
        .identity, .opacity.combined(with: .scale), .asymmetric(insertion: .opacity, removal: .slide),
        .modifier(active: Dim(amount: 0.4), identity: Dim(amount: 0)), .opacity.animation(.default), .dimmed,
        .slideAndFade, .grow,
    ]
}

private nonisolated func animations() -> [Animation] {
    [
        .default, .linear, .easeIn(duration: 1), .easeOut, .easeInOut(duration: 0.3), .spring(), .bouncy,
        .interactiveSpring(), .smooth, .snappy, .easeInOut.speed(2), .gentle, .wobble, .bounce, .pulse,
    ]
}

private nonisolated func paths(in rect: CGRect) -> [Path] {
    let built = Path { path in
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: rect.maxX, y: 0))
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: 5, startAngle: .zero, endAngle: .degrees(180),
            clockwise: false)
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: 2, y: 2))
        path.addCurve(to: CGPoint(x: 3, y: 3), control1: .zero, control2: CGPoint(x: 4, y: 4))
        path.addRect(rect)
        path.addEllipse(in: rect)
        path.closeSubpath()
    }
    return [
        built, Rectangle().path(in: rect), RoundedRectangle(cornerRadius: 4).path(in: rect),
        RoundedRectangle(cornerSize: CGSize(width: 2, height: 3), style: .circular).path(in: rect),
        Circle().path(in: rect), Ellipse().path(in: rect), Capsule().path(in: rect),
        Circle().inset(by: 2).path(in: rect), Triangle(inset: 1).path(in: rect),
        UnevenRoundedRectangle(topLeadingRadius: 3, bottomTrailingRadius: 5).path(in: rect),
        Path(roundedRect: rect, cornerRadius: 3), Path(ellipseIn: rect), Path(rect),
    ]
}

private nonisolated func styles() -> (Color, Color, Font, Font, Font) {
    (Color(red: 1, green: 0, blue: 0).opacity(0.5), Color(white: 0.5), .system(size: 12), .title, .body.bold())
}

private nonisolated func geometryFacts(_ proxy: GeometryProxy) -> (CGSize, CGRect, CGRect, CGRect, EdgeInsets) {
    (
        proxy.size, proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("card")),
        proxy.safeAreaInsets
    )
}

// MARK: - Tests

@Suite("Values SwiftUI leaves nonisolated are nonisolated and Sendable")
struct NonisolatedUseTests {
    @Test("transitions, animations, colours, fonts, gradients and geometry values are Sendable")
    func sendable() {
        _ = requireSendable(AnyTransition.dimmed)
        _ = requireSendable(Animation.gentle)
        _ = requireSendable(Color.brandWash)
        _ = requireSendable(Font.headline2)
        _ = requireSendable(LinearGradient.sunrise)
        _ = requireSendable(Metrics.stops)
        _ = requireSendable(Metrics.ring)
        _ = requireSendable(Metrics.wheel)
        _ = requireSendable(Metrics.insets)
        _ = requireSendable(Metrics.tilt)
        _ = requireSendable(Metrics.corner)
        _ = requireSendable(Path(CGRect(x: 0, y: 0, width: 1, height: 1)))
        _ = requireSendable(Triangle())
        _ = requireSendable(Circle())
        _ = requireSendable(StrokeStyle(lineWidth: 2))
    }

    @Test("values built in nonisolated functions and static lets keep their numbers")
    func values() {
        #expect(transitions().count == 15)
        #expect(animations().count == 15)
        #expect(Animation.gentle == .easeInOut(duration: 0.4).delay(0.1))
        #expect(Color.brandWash == Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5))
        #expect(Color.warm != Color.brand)
        #expect(Font.boldTitle == Font.title.bold())
        #expect(Font.headline2 == .system(size: 22, weight: .semibold, design: .rounded))
        #expect(Metrics.tilt.radians == .pi / 2)
        #expect(Metrics.insets.leading == 2 && Metrics.insets.trailing == 4)
        #expect(Metrics.corner.x == 0.25)
        let (tinted, gray, small, title, bold) = styles()
        #expect(tinted == Color.red.opacity(0.5) || tinted != gray)
        #expect(small != title && bold != title)
    }

    @Test("shapes' paths are built off the main actor and match the ones built on it")
    func pathsOffMainActor() async {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let detached = await Task.detached { paths(in: rect) }.value
        let onMain = await MainActor.run { paths(in: rect) }
        #expect(detached == onMain)
        #expect(detached.allSatisfy { !$0.isEmpty })
        let triangle = await Task.detached { Triangle(inset: 2).path(in: rect).boundingRect }.value
        #expect(triangle == CGRect(x: 2, y: 2, width: 36, height: 16))
        let circle = await Task.detached { Circle().path(in: rect).boundingRect }.value
        #expect(circle == CGRect(x: 10, y: 0, width: 20, height: 20))
    }

    @Test("a GeometryProxy's size, frames and insets are read by nonisolated code")
    @MainActor func geometryProxy() {
        var facts: (CGSize, CGRect, CGRect, CGRect, EdgeInsets)?
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { proxy in
                let _ = (facts = geometryFacts(proxy))
                Color.blue
            }
            .coordinateSpace(name: "inner")
        }
        .padding(10)
        .coordinateSpace(name: "card")
        .padding(5)
        let graph = ViewGraph(root: view, services: fakeServices())
        graph.layout(in: CGSize(width: 110, height: 110))
        #expect(facts?.0 == CGSize(width: 80, height: 50))
        #expect(facts?.1 == CGRect(x: 0, y: 0, width: 80, height: 50))
        #expect(facts?.2 == CGRect(x: 15, y: 45, width: 80, height: 50))
        #expect(facts?.3 == CGRect(x: 10, y: 40, width: 80, height: 50))
        #expect(facts?.4 == EdgeInsets())
    }
}
