import SwiftUI

/// The template's first screen, with a counter a learner adds on the first day.
struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Hello, World!")
                .font(.largeTitle)
            Button("Tapped \(taps) times") { taps += 1 }
        }
    }
}
