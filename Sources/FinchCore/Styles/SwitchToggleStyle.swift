import Foundation

/// iOS's switch beside the label (`.switch`): the toggle's default look on iOS.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() {
        tint = nil
    }

    /// The iOS 14 form: the switch in `tint` when on (`.tint(_:)` is the later way).
    @available(*, deprecated, message: "Use the tint(_:) modifier instead.")
    public init(tint: Color) {
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        // A toggle under `.switch` draws the switch itself; a tint given here goes to it as `.tint`.
        if let tint {
            Toggle(configuration).toggleStyle(SwitchToggleStyle()).tint(tint)
        } else {
            Toggle(configuration).toggleStyle(SwitchToggleStyle())
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
