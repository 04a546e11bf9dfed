import SwiftUI

/// A card as an app's file would preview it, with `#Preview` unchanged from SwiftUI.
struct GreetingCard: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Hello, previews")
                .font(.title)
            Text("Drawn without Xcode")
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.yellow.opacity(0.3))
    }
}

#Preview {
    GreetingCard()
}

#Preview("Two lines", traits: .sizeThatFitsLayout) {
    Text("First line")
    Text("Second line")
}

#Preview("Landscape", traits: .landscapeLeft) {
    GreetingCard()
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 100), .portrait) {
    Circle()
        .fill(Color.blue)
        .padding(10)
}

#Preview("Named only") {
    Text("A preview with a name and no traits")
}
