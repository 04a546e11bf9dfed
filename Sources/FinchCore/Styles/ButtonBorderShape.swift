import Foundation

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`; set with `.buttonBorderShape(_:)`.
///
/// `.automatic` is iOS 17's rounded rectangle, its radius following the control size (6 pt at the
/// regular size). As a shape, `.automatic` and `.roundedRectangle` draw that regular radius.
public struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic
        case capsule
        case circle
        /// Nil radius: the control size's.
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    var insetAmount: CGFloat = 0

    public nonisolated static let automatic = ButtonBorderShape(kind: .automatic)
    public nonisolated static let capsule = ButtonBorderShape(kind: .capsule)
    public nonisolated static let circle = ButtonBorderShape(kind: .circle)
    public nonisolated static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    public nonisolated static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(radius, 0) : 0))
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        switch kind {
        case .capsule:
            return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
        case .circle:
            let side = min(rect.width, rect.height)
            return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .automatic, .roundedRectangle(radius: nil):
            let radius = BorderedButtonMetrics(controlSize: .regular).cornerRadius
            return Path(roundedRect: rect, cornerRadius: max(radius - insetAmount, 0), style: .circular)
        case .roundedRectangle(let radius?):
            return Path(roundedRect: rect, cornerRadius: max(radius - insetAmount, 0), style: .circular)
        }
    }

    public nonisolated func inset(by amount: CGFloat) -> ButtonBorderShape {
        var inset = self
        inset.insetAmount += amount
        return inset
    }

    var isCircle: Bool { kind == .circle }

    /// The shape a button of a control size draws: `.automatic` and a radius-less rounded rectangle take
    /// the size's radius.
    func resolved(cornerRadius: CGFloat) -> ButtonBorderShape {
        switch kind {
        case .automatic, .roundedRectangle(radius: nil): .roundedRectangle(radius: cornerRadius)
        default: self
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The shape `.buttonBorderShape(_:)` set for bordered buttons in this view.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The shape of the bordered and prominent buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentWriter> {
        environment(\.buttonBorderShape, shape)
    }
}
