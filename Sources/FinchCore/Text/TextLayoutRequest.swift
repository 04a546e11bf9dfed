import Foundation

/// A run of text in one font and colour.
public struct TextSpan: Hashable, Sendable {
    public var string: String
    public var font: ResolvedFont
    public var color: RGBA
    /// Lines, letter spacing, raise and figures (`TextDecoration()` for plain text).
    public var decoration: TextDecoration

    public init(string: String, font: ResolvedFont, color: RGBA, decoration: TextDecoration = TextDecoration()) {
        self.string = string
        self.font = font
        self.color = color
        self.decoration = decoration
    }

    /// Strings compared and hashed by their UTF-8 bytes, which are what the text backend lays out: a
    /// `String` compares and hashes by canonical equivalence, normalizing any text beyond ASCII (an
    /// emoji) each time, and every layout-cache lookup hashed and compared its spans (a tenth of
    /// opening a 10,000-emoji document). Two spans whose strings are canonically equal but spelled
    /// differently are different layouts here, which only costs a cache entry.
    public static func == (lhs: TextSpan, rhs: TextSpan) -> Bool {
        lhs.font == rhs.font && lhs.color == rhs.color && lhs.decoration == rhs.decoration
            && lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(string.utf8.count)
        hasher.combine(font)
        hasher.combine(color)
        hasher.combine(decoration)
    }
}

/// How lines are aligned against each other, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Everything the text backend needs to measure or draw a paragraph the same way twice.
public struct TextLayoutRequest: Hashable, Sendable {
    public var spans: [TextSpan] {
        didSet { spansHash = Self.hash(of: spans) }
    }
    /// The spans' hash, found once when they are set: the layout cache hashes a request several times
    /// for one measurement or draw (its own key, its one-line key, the display list's version), and
    /// hashing every span's string and font each time was a tenth of opening a 10,000-emoji document.
    private var spansHash: Int
    /// The width lines wrap at; nil lays out on one line per explicit newline.
    public var maxWidth: CGFloat?
    /// The height available; lines past it are dropped and the last shown line ends in "…".
    public var maxHeight: CGFloat?
    public var lineLimit: Int?
    public var alignment: TextAlignment
    public var truncation: TruncationMode
    /// Extra points between one line's bottom and the next line's top (`.lineSpacing(_:)`), 0 by default.
    public var lineSpacing: CGFloat = 0

    /// Where "…" goes when text does not fit, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    public init(
        spans: [TextSpan],
        maxWidth: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        lineLimit: Int? = nil,
        alignment: TextAlignment = .leading,
        truncation: TruncationMode = .tail
    ) {
        self.init(
            spans: spans, spansHash: Self.hash(of: spans), maxWidth: maxWidth, maxHeight: maxHeight,
            lineLimit: lineLimit, alignment: alignment, truncation: truncation)
    }

    /// A request whose spans' hash the caller found before (`TextLayoutRequest.hash(of: spans)`), as a
    /// text's layout node does once for the many requests it makes.
    init(
        spans: [TextSpan], spansHash: Int, maxWidth: CGFloat?, maxHeight: CGFloat?, lineLimit: Int?,
        alignment: TextAlignment, truncation: TruncationMode
    ) {
        self.spans = spans
        self.spansHash = spansHash
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncation = truncation
    }

    /// The concatenated string of every span.
    public var string: String { spans.map(\.string).joined() }

    /// The hash of `spans` a request keeps.
    static func hash(of spans: [TextSpan]) -> Int {
        var hasher = Hasher()
        hasher.combine(spans)
        return hasher.finalize()
    }

    public static func == (lhs: TextLayoutRequest, rhs: TextLayoutRequest) -> Bool {
        lhs.spansHash == rhs.spansHash && lhs.maxWidth == rhs.maxWidth && lhs.maxHeight == rhs.maxHeight
            && lhs.lineLimit == rhs.lineLimit && lhs.alignment == rhs.alignment && lhs.truncation == rhs.truncation
            && lhs.lineSpacing == rhs.lineSpacing && lhs.spans == rhs.spans
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(spansHash)
        hasher.combine(maxWidth)
        hasher.combine(maxHeight)
        hasher.combine(lineLimit)
        hasher.combine(alignment)
        hasher.combine(truncation)
        hasher.combine(lineSpacing)
    }
}

/// The size a paragraph takes and where its baselines are, measured from its top.
public struct TextMeasurement: Hashable, Sendable {
    public var size: CGSize
    public var firstBaseline: CGFloat
    public var lastBaseline: CGFloat
    public var lineCount: Int

    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}
