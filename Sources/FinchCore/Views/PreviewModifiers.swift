import Foundation

/// How Xcode's canvas lays a preview out, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview imitates, as SwiftUI's `PreviewDevice` ("iPhone 15").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    // Finch has no preview canvas: the preview modifiers let SwiftUI files compile and change nothing
    // the view draws when a preview is shown in a window or a test.

    /// The canvas's layout for this preview (no effect outside Xcode's canvas).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The preview's name in the canvas (no effect outside Xcode's canvas).
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// The device the canvas imitates (no effect outside Xcode's canvas).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}

/// The orientation of the device a preview imitates, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
}

extension View {
    /// The orientation the canvas shows this preview in (no effect outside Xcode's canvas: a Finch window
    /// has the size it is given).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
