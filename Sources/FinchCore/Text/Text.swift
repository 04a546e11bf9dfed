import Foundation

/// Read-only text, as SwiftUI's `Text`: wraps at word boundaries and truncates with "…".
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    /// A piece of text with its own styling, so `Text + Text` keeps each part's look.
    ///
    /// What most text sets (its string, font, weight, slant, colour) is stored here; the rest (lines,
    /// designs, widths, live dates, inline styles, images) is in one shared box, absent while all of it
    /// is as a new segment has it. Inline, those parts made a segment close to a kilobyte, and every
    /// `Text` holds an array of them (a 10,000-emoji document held ten megabytes of them).
    struct Segment: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: Color?
        private var rareBox: RarePartsBox?

        init(string: String, live: LiveDateText? = nil, inline: InlineStyle = InlineStyle()) {
            self.string = string
            if live != nil || inline != InlineStyle() {
                var parts = RareParts()
                parts.live = live
                parts.inline = inline
                rareBox = RarePartsBox(parts)
            }
        }

        /// The parts few segments set, as a new segment has them when it sets none.
        private var rare: RareParts {
            get { rareBox?.parts ?? RareParts.none }
            set { rareBox = newValue == RareParts.none ? nil : RarePartsBox(newValue) }
        }

        /// Lines, spacing and figures the text sets for itself (`Text+Decoration`).
        var decoration: TextDecorationSettings {
            get { rare.decoration }
            set { rare.decoration = newValue }
        }
        /// The design the text sets for itself (`.fontDesign`, `.monospaced()`).
        var design: Font.Design? {
            get { rare.design }
            set { rare.design = newValue }
        }
        /// The width the text sets for itself (`.fontWidth`).
        var width: Font.Width? {
            get { rare.width }
            set { rare.width = newValue }
        }
        /// A date written afresh as the clock moves (`.relative`, `.timer`…); `string` is unused then.
        var live: LiveDateText? {
            get { rare.live }
            set { rare.live = newValue }
        }
        /// Styling from the content (Markdown, an attributed string's attributes), over all of the above.
        var inline: InlineStyle {
            get { rare.inline }
            set { rare.inline = newValue }
        }
        /// An image written into the text (`Text(Image(systemName:))`, `"\(image)"`); `string` is empty then.
        var image: Image? {
            get { rare.image }
            set { rare.image = newValue }
        }

        static func == (lhs: Segment, rhs: Segment) -> Bool {
            guard lhs.string == rhs.string, lhs.font == rhs.font, lhs.weight == rhs.weight,
                lhs.italic == rhs.italic, lhs.color == rhs.color
            else { return false }
            return lhs.rareBox === rhs.rareBox || lhs.rare == rhs.rare
        }

        /// This segment inside a run styled `outer` (a value written into bold Markdown is bold).
        func inside(_ outer: InlineStyle) -> Segment {
            var copy = self
            copy.inline = outer.adding(inline)
            return copy
        }

        /// The characters at `now`.
        func text(at now: Date) -> String {
            live?.reading(at: now).string ?? string
        }
    }

    var segments: [Segment]

    /// A string shown as it is: unlike a literal (a `LocalizedStringKey`), its Markdown is not read.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [Segment(string: String(content))]
    }

    /// A string shown as it is, never read as Markdown.
    public init(verbatim content: String) {
        segments = [Segment(string: content)]
    }

    /// A key with the values written into it and its inline Markdown read (`Text("**Bold** \(name)")`).
    public init(_ key: LocalizedStringKey) {
        segments = key.segments
    }

    init(segments: [Segment]) {
        self.segments = segments
    }

    /// An image as text, to join to other text with `+` or to write into a string (`"\(image)"`): drawn
    /// inline in the text's font and colour (a symbol sized as the font's letters).
    public init(_ image: Image) {
        var segment = Segment(string: "")
        segment.image = image
        segments = [segment]
    }

    private func mapSegments(_ change: (inout Segment) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices { change(&copy.segments[index]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { mapSegments { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapSegments { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { mapSegments { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { mapSegments { $0.color = color } }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.segments += rhs.segments
        return result
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        if segments.contains(where: { $0.image != nil }) {
            return .concatenated(inputs.build(InlineImageText(text: self), identity: .index(0)))
        }
        let now = liveNow(in: inputs.node)
        let spans = spans(in: inputs.environment, at: now)
        let node = TextNode(spans: spans, environment: inputs.environment, services: inputs.services)
        guard let links = TextLinks(segments: segments, spans: spans) else {
            return .leaf([ContentTransitionNode.drawing(node, in: inputs)])
        }
        return .leaf([TextLinkTap.wrap(node, links: links, in: inputs)])
    }

    /// For text with live dates, the graph's date, after asking to be evaluated again when the
    /// text next changes; nil (and nothing scheduled) for text without.
    func liveNow(in node: ViewNode) -> Date? {
        let lives = segments.compactMap(\.live)
        guard !lives.isEmpty else { return nil }
        let now = node.graph.now
        let next = lives.compactMap { $0.reading(at: now).nextChange }.min()
        LiveTextWake.schedule(node, after: next)
        return now
    }

    /// The segments resolved against the environment's font and foreground style, live dates
    /// written at `now` (nil: text without live dates).
    func spans(in environment: EnvironmentValues, at now: Date?) -> [TextSpan] {
        let defaultColor = environment.foregroundColor
        return segments.map { segment in
            var font = segment.font.map { environment.fontOverrides.apply(to: $0) } ?? environment.font ?? .body
            if let weight = segment.weight { font = font.weight(weight) }
            if segment.italic { font = font.italic() }
            if let design = segment.design { font = font.design(design) }
            if let width = segment.width { font = font.width(width) }
            font = segment.inline.apply(to: font)
            let color =
                segment.inline.color(in: environment) ?? segment.color?.resolve(in: environment) ?? defaultColor
            let string = now.map(segment.text(at:)) ?? segment.string
            let decoration = segment.inline.apply(to: segment.decoration.over(environment.textDecoration))
                .resolved(in: environment)
            return TextSpan(
                string: environment.textCase.apply(to: string), font: font.resolved(in: environment), color: color,
                decoration: decoration)
        }
    }
}

extension EnvironmentValues {
    /// The colour text is drawn in: the foreground style's colour, or primary.
    var foregroundColor: RGBA {
        let paint = ForegroundStyle()._resolvePaint(in: .zero, environment: self)
        switch paint {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .angularGradient(let stops, _, _, _), .ellipticalGradient(let stops, _, _, _, _):
            return stops.first?.color ?? Color.primary.resolve(in: self)
        case .backdrop(let material): return material.tint
        }
    }
}

extension Text {
    /// A case to show text in, as SwiftUI's `Text.Case` (`.textCase(.uppercase)`).
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }
}

extension Optional where Wrapped == Text.Case {
    /// `string` in this case (unchanged when nil).
    func apply(to string: String) -> String {
        switch self {
        case .uppercase?: return string.uppercased()
        case .lowercase?: return string.lowercased()
        case nil: return string
        }
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The case texts in this view are shown in (`.textCase`).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

private struct TextCaseSetKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a `.textCase` around this view chose the case (nil included): a list's section header then
    /// keeps that case instead of its own capitals, as `Section { … }.textCase(nil)` asks in SwiftUI.
    var isTextCaseSet: Bool {
        get { self[TextCaseSetKey.self] }
        set { self[TextCaseSetKey.self] = newValue }
    }
}

extension View {
    /// Shows the texts in this view in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        transformEnvironmentValues(("textCase", textCase)) {
            $0.textCase = textCase
            $0.isTextCaseSet = true
        }
    }
}

extension Text {
    /// The characters of the text, without styling (a navigation title as the next page's back button).
    /// A live date is written at the wall clock's time: a title is set once and does not tick.
    var plainString: String { segments.map { $0.text(at: Date()) }.joined() }
}

extension Text.Segment {
    /// A segment's parts that few texts set (see `Text.Segment`).
    struct RareParts: Equatable, Sendable {
        var decoration = TextDecorationSettings()
        var design: Font.Design?
        var width: Font.Width?
        var live: LiveDateText?
        var inline = InlineStyle()
        var image: Image?

        static let none = RareParts()
    }

    /// Never changed once made: a segment given other parts gets a new box, so copies share one safely.
    final class RarePartsBox: Sendable {
        let parts: RareParts

        init(_ parts: RareParts) {
            self.parts = parts
        }
    }
}
