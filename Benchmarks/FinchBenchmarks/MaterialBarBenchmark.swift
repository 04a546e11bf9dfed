import Finch
import FinchCairo
import Foundation

/// A header in `.regularMaterial` over a scrolling `List` (`.safeAreaInset(edge: .top)`): every scroll
/// frame blurs the rows moving under the bar. The same list with an opaque header shows what the blur adds.
@MainActor
enum MaterialBarBenchmark {
    struct Screen: View {
        let material: Bool

        var body: some View {
            List(0..<1_000) { number in
                Label("Row \(number)", systemImage: "star.fill")
            }
            .safeAreaInset(edge: .top) {
                header
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(material ? AnyShapeStyle(.regularMaterial) : AnyShapeStyle(Color.white))
            }
        }

        private var header: some View {
            VStack(spacing: 4) {
                Text("Inbox").font(.headline)
                Text("1,000 messages").font(.caption).foregroundStyle(.secondary)
            }
        }
    }

    /// Frames of the list scrolled by 50 pt each, with the material header and with an opaque one.
    static func run() -> (material: Timing, opaque: Timing) {
        (ListBenchmark.scroll(Screen(material: true)), ListBenchmark.scroll(Screen(material: false)))
    }
}
