import Foundation

/// A toggle drawn as a button (`.button`, iOS 15): its label in the tint while off, on a tinted
/// rounded fill while on (Finch draws them as a borderless and a bordered button: iOS's highlight is
/// such a fill); a tap or Space flips it.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let binding = configuration.$isOn
        if configuration.isOn {
            Button {
                binding.wrappedValue.toggle()
            } label: {
                configuration.label
            }
            .buttonStyle(.bordered)
        } else {
            Button {
                binding.wrappedValue.toggle()
            } label: {
                configuration.label
            }
            .buttonStyle(.borderless)
        }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
