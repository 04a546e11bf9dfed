import Foundation

/// The platform's default progress view style, as SwiftUI's `DefaultProgressViewStyle`: a bar when the
/// fraction is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        // A progress view under `.automatic` draws the default look itself.
        ProgressView(configuration).progressViewStyle(DefaultProgressViewStyle())
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
