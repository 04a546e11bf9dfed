import FinchCairo
import FinchCore
import Foundation
import Testing

/// A text whose lines fit its limits shares one Pango layout across its requests; these tests check that this
/// measures and draws exactly what a layout of each request's own would.
@Suite @MainActor struct PangoLayoutSharingTests {
    let canvas = CGSize(width: 220, height: 120)
    let strings = [
        "Hello", "Hi there", "Smile 😀", "שלום עולם", "123 שלום", "مرحبا بالعالم", "two\nlines",
        "The quick brown fox jumps over the lazy dog",
    ]
    let alignments: [TextAlignment] = [.leading, .center, .trailing]

    /// Width, height and line limits as layout proposes them: none, roomy, zero height, one line, exactly the
    /// natural size, and narrower than the text.
    func limits(natural: CGSize) -> [(width: CGFloat?, height: CGFloat?, lines: Int?)] {
        [
            (nil, nil, nil), (300, nil, nil), (300, 0, nil), (300, nil, 1), (natural.width, natural.height, nil),
            (natural.width.rounded(.up), 21.5, nil), (50, nil, nil), (50, nil, 2), (50, 30, nil), (nil, 0, 1),
        ]
    }

    /// Every request, measured and drawn at two frame widths by a sharing and a non-sharing backend.
    @Test("Sharing a fitting line measures and draws exactly as a layout per request does")
    func sharingChangesNothing() throws {
        let shared = PangoLayoutCache()
        let separate = PangoLayoutCache(sharesFittingLines: false)
        let measurers = (PangoTextMeasurer(layouts: shared), PangoTextMeasurer(layouts: separate))
        let renderers = (
            CairoRenderer(images: PixbufImageLoader(), layouts: shared),
            CairoRenderer(images: PixbufImageLoader(), layouts: separate)
        )
        var differences: [String] = []
        for string in strings {
            for alignment in alignments {
                var request = TestRender.text(string)
                request.alignment = alignment
                let natural = measurers.1.measure(request).size
                for limit in limits(natural: natural) {
                    request.maxWidth = limit.width
                    request.maxHeight = limit.height
                    request.lineLimit = limit.lines
                    let measured = measurers.1.measure(request)
                    let name = "\(string.debugDescription) \(alignment) \(limit)"
                    if measurers.0.measure(request) != measured { differences.append("measure \(name)") }
                    for width in [measured.size.width.rounded(.up), 200] {
                        let run = TextRun(layout: request, frame: CGRect(x: 10, y: 5, width: width, height: 100))
                        if png(run, renderers.0) != png(run, renderers.1) {
                            differences.append("draw \(name) at \(width)")
                        }
                    }
                }
            }
        }
        #expect(differences.isEmpty)
        #expect(shared.layoutsMade < separate.layoutsMade)
    }

    @Test("A wrapped paragraph drawn in the frame its measurement gave it keeps its one layout, and looks the same")
    func wrappedParagraphDrawnAtItsWidth() {
        let shared = PangoLayoutCache()
        let separate = PangoLayoutCache(sharesFittingLines: false)
        var request = TestRender.text(
            "A heap of weathered granite boulders rises out of the desert floor, warm in the evening light.")
        request.maxWidth = 180
        let measured = PangoTextMeasurer(layouts: shared).measure(request)
        _ = PangoTextMeasurer(layouts: separate).measure(request)
        #expect(measured.lineCount > 1 && measured.size.width < 180)
        let run = TextRun(
            layout: request, frame: CGRect(x: 10, y: 5, width: measured.size.width.rounded(.up), height: 100))
        let before = (shared.layoutsMade, separate.layoutsMade)
        let pictures = [shared, separate].map { png(run, CairoRenderer(images: PixbufImageLoader(), layouts: $0)) }
        #expect(pictures[0] != nil && pictures[0] == pictures[1])
        #expect(shared.layoutsMade == before.0)
        #expect(separate.layoutsMade == before.1 + 1)
    }

    @Test("Emoji drawn upright under a rotation are the same shared or not")
    func rotatedEmoji() throws {
        let renderers = (
            CairoRenderer(), CairoRenderer(images: PixbufImageLoader(), layouts: .init(sharesFittingLines: false))
        )
        for alignment in alignments {
            var request = TestRender.text("Smile 😀")
            request.alignment = alignment
            request.maxWidth = 150
            let run = TextRun(layout: request, frame: CGRect(x: 10, y: 40, width: 150, height: 30))
            let group = DisplayGroup(
                transform: .about(CGPoint(x: 110, y: 60), .rotation(.degrees(20))), bounds: run.frame,
                children: [.text(run)])
            let list = DisplayList(items: [.group(group)])
            let pictures = [renderers.0, renderers.1].map { $0.pngData(for: list, size: canvas, scale: 2) }
            #expect(pictures[0] != nil)
            #expect(pictures[0] == pictures[1])
        }
    }

    func png(_ run: TextRun, _ renderer: CairoRenderer) -> Data? {
        renderer.pngData(for: DisplayList(items: [.text(run)]), size: canvas, scale: 1)
    }
}
