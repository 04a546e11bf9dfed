import Foundation

/// A text with images written into it, laid out as its runs of text and its images side by side on the
/// first text baseline: each image takes its segment's font (a symbol sized as the letters) and colour.
///
/// Finch's paragraphs are laid out by Pango, which knows nothing of Finch's images, so the text around an
/// image wraps within its own run rather than flowing around the image across lines as SwiftUI's does
/// (a departure, pinned by `InlineImageTextTests`); a short label with a symbol, the common case, looks
/// the same.
struct InlineImageText: View {
    let text: Text

    /// The text's runs: text between images, and the images.
    private enum Piece {
        case text(Text)
        case image(Image, Text.Segment)
    }

    private var pieces: [Piece] {
        var pieces: [Piece] = []
        var run: [Text.Segment] = []
        for segment in text.segments {
            guard let image = segment.image else {
                run.append(segment)
                continue
            }
            if !run.isEmpty { pieces.append(.text(Text(segments: run))) }
            run = []
            pieces.append(.image(image, segment))
        }
        if !run.isEmpty { pieces.append(.text(Text(segments: run))) }
        return pieces
    }

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            ForEach(Array(pieces.enumerated()), id: \.offset) { _, piece in
                switch piece {
                case .text(let text): text
                case .image(let image, let segment): Self.styled(image, as: segment)
                }
            }
        }
    }

    /// The image in its segment's font, weight and colour, where the segment sets them (else the
    /// environment's, as the text's own letters take them).
    private static func styled(_ image: Image, as segment: Text.Segment) -> some View {
        let (font, weight, color) = (segment.font, segment.weight, segment.color)
        return image.transformEnvironmentValues(("inlineImage", font, weight, color)) { environment in
            if let font { environment.font = font }
            if let weight { environment.font = (environment.font ?? .body).weight(weight) }
            if let color { environment.foregroundStyle = AnyShapeStyle(color) }
        }
    }
}
