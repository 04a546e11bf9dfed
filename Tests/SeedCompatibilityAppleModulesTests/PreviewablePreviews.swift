import SwiftUI

/// A control previewed with its own state, as iOS 18's `@Previewable` lets a file write it (a weather
/// app's button in the fifth real-app trial).
struct RainToggle: View {
    @Binding var isOn: Bool
    let days: Int

    var body: some View {
        VStack {
            Toggle("Rain", isOn: $isOn)
            Text(isOn ? "Rain: on, \(days) days" : "Rain: off")
        }
        .padding()
    }
}

#Preview("Previewable state") {
    @Previewable @State var isOn = true
    @Previewable @State var days = 3
    RainToggle(isOn: $isOn, days: days)
}
