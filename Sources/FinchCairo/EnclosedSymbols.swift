import FinchUnsafe
import Foundation

/// SF Symbols' enclosed forms of a symbol (`"checkmark.circle"`, `"play.circle.fill"`, `"plus.square.fill"`),
/// which icon themes rarely have: drawn by Finch as small SVGs in the symbolic icons' 16-unit box, the
/// enclosing circle or rounded square (outlined, or filled with the glyph cut out) around the symbol's own
/// icon at half the box, as SF Symbols draws them. Only for a symbol Finch has an icon of (`SymbolCatalog`).
enum EnclosedSymbols {
    private static let enclosures: [(suffix: String, circle: Bool, filled: Bool)] = [
        (".circle.fill", true, true), (".square.fill", false, true),
        (".circle", true, false), (".square", false, false),
    ]

    /// What was made for each name asked about (nil: not an enclosed symbol Finch draws), so measuring a
    /// symbol does not read its icon's file again.
    private static let made = LockedValue<[String: String?]>([:])

    /// The SVG of `name`, or nil when it is not an enclosed form of a symbol Finch has an icon for.
    static func svg(forSymbol name: String) -> String? {
        if let known = made.withLock({ $0[name] }) { return known }
        let svg = make(name)
        made.withLock { $0[name] = svg }
        return svg
    }

    private static func make(_ name: String) -> String? {
        guard let enclosure = enclosures.first(where: { name.hasSuffix($0.suffix) }) else { return nil }
        let base = String(name.dropLast(enclosure.suffix.count))
        guard !base.isEmpty,
            let path = SymbolCatalog.file(forSymbol: base) ?? SymbolCatalog.file(forSymbol: base + ".fill"),
            let glyph = glyphBody(ofFile: path)
        else { return nil }
        return svg(glyph: glyph, circle: enclosure.circle, filled: enclosure.filled)
    }

    private static func svg(glyph: String, circle: Bool, filled: Bool) -> String {
        let shape =
            circle
            ? "<circle cx=\"8\" cy=\"8\" r=\"7\"/>"
            : "<rect x=\"1\" y=\"1\" width=\"14\" height=\"14\" rx=\"3.5\"/>"
        // The icon at half the box, in its middle (SF Symbols' enclosed glyphs are about that size).
        let placed = "<svg x=\"4\" y=\"4\" width=\"8\" height=\"8\" viewBox=\"0 0 16 16\">\(glyph)</svg>"
        // Filled: the shape with the glyph cut out through a mask; else its outline with the glyph inside.
        let body =
            filled
            ? "<mask id=\"cut\"><rect width=\"16\" height=\"16\" fill=\"#fff\"/>\(placed)</mask>"
                + "<g mask=\"url(#cut)\" fill=\"#000\">\(shape)</g>"
            : "<g fill=\"none\" stroke=\"#000\" stroke-width=\"1.3\">\(shape)</g>\(placed)"
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" viewBox=\"0 0 16 16\">\(body)</svg>"
    }

    /// What is inside an icon file's `<svg>` element, every colour made black and every opacity whole (a
    /// symbolic icon's colours do not count: it is drawn in one colour, and a mask cuts where it is black).
    static func glyphBody(ofFile path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let open = text.range(of: "<svg"),
            let openEnd = text.range(of: ">", range: open.upperBound..<text.endIndex),
            let close = text.range(of: "</svg>", options: .backwards),
            openEnd.upperBound <= close.lowerBound
        else { return nil }
        var body = String(text[openEnd.upperBound..<close.lowerBound])
        for (pattern, replacement) in [
            (##"fill="#[0-9a-fA-F]{3,8}""##, ##"fill="#000""##), (##"fill:\s*#[0-9a-fA-F]{3,8}"##, "fill:#000"),
            (##"stroke="#[0-9a-fA-F]{3,8}""##, ##"stroke="#000""##), (##"(fill-|stroke-)?opacity="[0-9.]+""##, ""),
            (##"(fill-|stroke-)?opacity:\s*[0-9.]+;?"##, ""),
        ] {
            body = body.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return body
    }
}
