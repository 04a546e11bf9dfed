import Foundation

/// iOS's card (see `GroupBox`), as `.automatic`.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        // A group box under `.automatic` draws the default look itself.
        GroupBox(configuration).groupBoxStyle(DefaultGroupBoxStyle())
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
