import Foundation

/// SF Symbols' numbered marks (`"3.circle"`, `"12.square.fill"`), which learners' games and lists build from
/// numbers (`Image(systemName: "\(n).circle")`) and no icon theme has: drawn by Finch as small SVGs in the
/// symbolic icons' 16-unit box, an outline (or a filled shape with the number cut out) around the number in
/// the system font, for 0 through 50 as SF Symbols has them.
enum NumberedSymbols {
    static let numbers = 0...50

    /// The SVG of `name`, or nil when it is not a numbered symbol Finch draws.
    static func svg(forSymbol name: String) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "fill"),
            let number = Int(parts[0]), numbers.contains(number), String(number) == parts[0],
            parts[1] == "circle" || parts[1] == "square"
        else { return nil }
        return svg(number: number, circle: parts[1] == "circle", filled: parts.count == 3)
    }

    private static func svg(number: Int, circle: Bool, filled: Bool) -> String {
        // Two digits are set smaller to fit the shape, as SF Symbols does.
        let fontSize = number < 10 ? 9.0 : 7.5
        let shape =
            circle
            ? "<circle cx=\"8\" cy=\"8\" r=\"7\"/>"
            : "<rect x=\"1\" y=\"1\" width=\"14\" height=\"14\" rx=\"3.5\"/>"
        // The baseline sits so the digits' middle is at the box's middle (their height is about 0.7 em).
        let text =
            "<text x=\"8\" y=\"\(8 + fontSize * 0.36)\" fill=\"#000\" font-family=\"Inter, sans-serif\" "
            + "font-weight=\"600\" font-size=\"\(fontSize)\" text-anchor=\"middle\">\(number)</text>"
        // Filled: the shape with the number cut out through a mask; else its outline with the number inside.
        let body =
            filled
            ? "<mask id=\"cut\"><rect width=\"16\" height=\"16\" fill=\"#fff\"/>\(text)</mask>"
                + "<g mask=\"url(#cut)\" fill=\"#000\">\(shape)</g>"
            : "<g fill=\"none\" stroke=\"#000\" stroke-width=\"1.3\">\(shape)</g>\(text)"
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" viewBox=\"0 0 16 16\">\(body)</svg>"
    }
}
