import Foundation

/// The platform's toggle: on iOS, the switch (`.automatic`).
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        // A toggle under `.automatic` draws the switch itself.
        Toggle(configuration).toggleStyle(DefaultToggleStyle())
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
