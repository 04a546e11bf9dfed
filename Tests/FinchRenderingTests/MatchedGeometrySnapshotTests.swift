import Finch
import FinchTesting
import Testing

@MainActor
private final class MatchedStep {
    var toggle: (() -> Void)?
}

/// A small orange circle badge in the top-leading corner that becomes a wide rounded card below it,
/// matched by one id; mid-glide each shape is laid out at the gliding frame's size (the circle a circle
/// in it, the card's corners keeping their radius).
private struct MatchedCard: View {
    let step: MatchedStep
    @Namespace private var namespace
    @State private var expanded = false

    var body: some View {
        let _ = (step.toggle = { expanded.toggle() })
        VStack(alignment: .leading) {
            if expanded {
                RoundedRectangle(cornerRadius: 16).fill(Color.blue)
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(width: 220, height: 120)
                    .padding(.top, 40)
            } else {
                Circle().fill(Color.orange)
                    .matchedGeometryEffect(id: "card", in: namespace)
                    .frame(width: 40, height: 40)
            }
        }
        .padding(10)
        .frame(width: 260, height: 200, alignment: .topLeading)
        .background(Color.white)
    }
}

@MainActor
@Suite("matchedGeometryEffect draws the glide between two matched views")
struct MatchedGeometrySnapshotTests {
    static let size = CGSize(width: 260, height: 200)

    @Test("Halfway through the glide the card and the badge share one frame, cross-fading")
    func midGlide() {
        let step = MatchedStep()
        defer { step.toggle = nil }
        let window = TestWindow(size: Self.size) { MatchedCard(step: step) }
        withAnimation(.linear(duration: 1)) { step.toggle?() }
        window.advance(by: 0.5)
        assertSnapshot(png: window.pngData(), named: "mid-glide")
        window.advance(by: 1)
        assertSnapshot(png: window.pngData(), named: "end")
    }
}
