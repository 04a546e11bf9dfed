import Finch
import FinchCairo

/// Painting 20 face-up Memorize-like cards (rounded rectangle fill and stroke, an emoji) in a 400×700 window.
@MainActor
enum PaintBenchmark {
    static let window = CGSize(width: 400, height: 700)
    static let emojis = ["👻", "🎃", "🕷", "🐶", "🍕", "🚀", "🌈", "🎸", "🧩", "🦊"]

    /// A card as `Cardify` draws a face-up one: white fill, 3-pt border, emoji at 0.7 × the smaller side.
    struct Card: View {
        let emoji: String

        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(Color.white)
                RoundedRectangle(cornerRadius: 10).stroke(lineWidth: 3)
                Text(emoji).font(Font.system(size: 63))
            }
            .padding(5)
        }
    }

    /// Five rows of four cards, each cell 100×140.
    struct Scene: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<5) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<4) { column in
                            Card(emoji: PaintBenchmark.emojis[(row * 4 + column) % PaintBenchmark.emojis.count])
                        }
                    }
                }
            }
            .foregroundColor(Color.orange)
        }
    }

    struct Result {
        let paint: Timing
        let pngData: Timing
        let itemCount: Int
        let pngBytes: Int
    }

    /// Lays the scene out once, then times painting its display list and, separately, painting plus PNG encoding.
    static func run(scale: CGFloat) -> Result {
        let renderer = CairoBackend.shared.renderer
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let graph = ViewGraph(root: Scene(), services: CairoBackend.shared.services, environment: environment)
        graph.layout(in: window)
        let list = graph.displayList
        let paint = measure { renderer.paint(list, size: window, scale: scale) }
        var bytes = 0
        let png = measure(iterations: 50) {
            bytes = renderer.pngData(for: list, size: window, scale: scale)?.count ?? 0
        }
        return Result(paint: paint, pngData: png, itemCount: list.items.count, pngBytes: bytes)
    }
}
