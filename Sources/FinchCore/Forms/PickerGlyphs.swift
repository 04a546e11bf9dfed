import Foundation

/// The small marks form controls draw, as paths (the symbol catalogue has no up-down chevrons):
/// a menu picker's up-down chevrons, the checkmark of a chosen row, a calendar's arrows.
enum PickerGlyph: Hashable {
    case upDownChevrons
    case checkmark
    case chevronLeft
    case chevronRight
}

/// One glyph, stroked with rounded ends in the foreground colour.
struct PickerGlyphShape: Shape {
    let glyph: PickerGlyph

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let (w, h, x, y) = (rect.width, rect.height, rect.minX, rect.minY)
        switch glyph {
        case .upDownChevrons:
            path.addLines([
                CGPoint(x: x, y: y + h * 0.36), CGPoint(x: x + w / 2, y: y), CGPoint(x: x + w, y: y + h * 0.36),
            ])
            path.move(to: CGPoint(x: x, y: y + h * 0.64))
            path.addLine(to: CGPoint(x: x + w / 2, y: y + h))
            path.addLine(to: CGPoint(x: x + w, y: y + h * 0.64))
        case .checkmark:
            path.addLines([
                CGPoint(x: x, y: y + h * 0.55), CGPoint(x: x + w * 0.36, y: y + h), CGPoint(x: x + w, y: y),
            ])
        case .chevronLeft:
            path.addLines([CGPoint(x: x + w, y: y), CGPoint(x: x, y: y + h / 2), CGPoint(x: x + w, y: y + h)])
        case .chevronRight:
            path.addLines([CGPoint(x: x, y: y), CGPoint(x: x + w, y: y + h / 2), CGPoint(x: x, y: y + h)])
        }
        return path
    }
}

/// A glyph `width` × `height`, stroked `lineWidth` thick in `color`.
struct PickerGlyphView: View {
    let glyph: PickerGlyph
    let width: CGFloat
    let height: CGFloat
    var lineWidth: CGFloat = 2
    let color: Color

    var body: some View {
        PickerGlyphShape(glyph: glyph)
            .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
            .frame(width: width, height: height)
    }
}
