import Foundation

/// A button filled with the tint and a white label, as SwiftUI's `BorderedProminentButtonStyle`; the
/// padding, corners and border shape are `.bordered`'s.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(look: BorderedButtonLook(isProminent: true), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
