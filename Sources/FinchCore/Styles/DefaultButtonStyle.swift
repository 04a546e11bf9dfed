import Foundation

/// The platform's default button style, as SwiftUI's `DefaultButtonStyle`: on iOS the borderless look,
/// and in a list row the whole row shows the press.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        // A button under `.automatic` draws the default look itself (`Button.defaultBody`).
        Button(configuration).buttonStyle(DefaultButtonStyle())
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless on iOS.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
