import FinchCairo
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Inline Markdown in a literal (`Text("**Bold** *italic*")`) and `Text(AttributedString)`, as SwiftUI
/// draws them: bold, italic, monospaced, struck-through and linked runs.
@MainActor @Suite("Text: Markdown and attributed strings")
struct TextMarkdownTests {
    private func spans(_ text: Text, in environment: EnvironmentValues = EnvironmentValues()) -> [TextSpan] {
        text.spans(in: environment, at: nil)
    }

    private func runs(_ source: String) -> [InlineMarkdown.Run] { InlineMarkdown.parse(source) }

    private var boldItalic: InlineStyle { style { $0.bold = true }.adding(style { $0.italic = true }) }

    private func style(_ change: (inout InlineStyle) -> Void) -> InlineStyle {
        var style = InlineStyle()
        change(&style)
        return style
    }

    @Test("Each inline kind becomes its own run")
    func inlineKinds() throws {
        let address: URL? = URL(string: "https://example.com")
        let url = try #require(address)
        #expect(
            runs("**bold** *italic* `code` ~~strike~~ [link](https://example.com)") == [
                .init(string: "bold", style: style { $0.bold = true }),
                .init(string: " ", style: InlineStyle()),
                .init(string: "italic", style: style { $0.italic = true }),
                .init(string: " ", style: InlineStyle()),
                .init(string: "code", style: style { $0.code = true }),
                .init(string: " ", style: InlineStyle()),
                .init(string: "strike", style: style { $0.strikethrough = .single }),
                .init(string: " ", style: InlineStyle()),
                .init(string: "link", style: style { $0.link = url }),
            ])
    }

    @Test("Underscores, triple stars and nesting")
    func nesting() {
        #expect(
            runs("__strong__ _em_") == [
                .init(string: "strong", style: style { $0.bold = true }),
                .init(string: " ", style: InlineStyle()),
                .init(string: "em", style: style { $0.italic = true }),
            ])
        #expect(
            runs("***both***") == [.init(string: "both", style: boldItalic)])
        #expect(
            runs("**bold *both***") == [
                .init(string: "bold ", style: style { $0.bold = true }),
                .init(string: "both", style: boldItalic),
            ])
        #expect(
            runs("*a **b** c*") == [
                .init(string: "a ", style: style { $0.italic = true }),
                .init(string: "b", style: boldItalic),
                .init(string: " c", style: style { $0.italic = true }),
            ])
        #expect(runs("[**Docs**](https://a.b)").first?.style.bold == true)
    }

    @Test("What is not Markdown stays as typed")
    func literalText() {
        for source in [
            "5 * 3 = 15", "snake_case_name", "**unclosed", "a ** b ** c", "[no link]", "[bad](not a url)",
            "~~~three~~~", "line one\nline two", "",
        ] {
            #expect(runs(source).map(\.string).joined() == source, "\(source)")
            #expect(runs(source).allSatisfy { $0.style == InlineStyle() }, "\(source)")
        }
        #expect(runs("\\*not italic\\* and \\`tick") == [.init(string: "*not italic* and `tick", style: InlineStyle())])
        #expect(runs("`**raw**`") == [.init(string: "**raw**", style: style { $0.code = true })])
        #expect(runs("`` a`b ``") == [.init(string: "a`b", style: style { $0.code = true })])
    }

    @Test("A literal's runs draw bold, italic, monospaced, struck through and in the tint for a link")
    func drawnStyles() {
        let parts = spans(Text("**B** *I* `C` ~~S~~ [L](https://example.com)"))
        let accent = Color.accentColor.resolve(in: EnvironmentValues())
        let primary = EnvironmentValues().foregroundColor
        #expect(parts[0].font.weight == 700)
        #expect(parts[2].font.italic)
        #expect(parts[4].font.family == "monospace")
        #expect(parts[6].decoration.strikethrough != nil)
        #expect(parts[8].color == accent && parts[0].color == primary)
        var tinted = EnvironmentValues()
        tinted.tint = .red
        #expect(spans(Text("[L](https://example.com)"), in: tinted)[0].color == Color.red.resolve(in: tinted))
    }

    @Test("Markdown wins over the text's modifiers, which style the rest (Finch's choice, as attributes in SwiftUI)")
    func markdownOverModifiers() {
        let parts = spans(Text("**Bold** plain").fontWeight(.light).foregroundColor(.green))
        #expect(parts.map(\.font.weight) == [700, 300])
        let green = Color.green.resolve(in: EnvironmentValues())
        #expect(parts.allSatisfy { $0.color == green })
        let link = spans(Text("[L](https://a.b)").foregroundColor(.green))[0]
        #expect(link.color == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test("Text(AttributedString) draws each run's font, colour, intent, lines and link")
    func attributedString() throws {
        var bold = AttributedString("Bold")
        bold.inlinePresentationIntent = .stronglyEmphasized
        var red = AttributedString("Red")
        red.foregroundColor = .red
        red.font = .system(size: 30)
        var struck = AttributedString("Struck")
        struck.strikethroughStyle = .single
        struck.underlineStyle = Text.LineStyle(color: .blue)
        var link = AttributedString("Link")
        link.link = URL(string: "https://example.com")
        var code = AttributedString("code")
        code.inlinePresentationIntent = [.code, .emphasized]
        let parts = spans(Text(bold + red + struck + link + code))
        let environment = EnvironmentValues()
        #expect(parts.map(\.string) == ["Bold", "Red", "Struck", "Link", "code"])
        #expect(parts[0].font.weight == 700)
        #expect(parts[1].color == Color.red.resolve(in: environment) && parts[1].font.size == 30)
        #expect(parts[2].decoration.strikethrough != nil)
        #expect(parts[2].decoration.underline?.color == Color.blue.resolve(in: environment))
        #expect(parts[3].color == Color.accentColor.resolve(in: environment))
        #expect(parts[4].font.family == "monospace" && parts[4].font.italic)
        #expect(spans(Text(AttributedString()))[0].string == "")
    }

    @Test("An AttributeContainer and the swiftUI scope spell attributes as SwiftUI does")
    func attributeScope() {
        var container = AttributeContainer()
        container.foregroundColor = .orange
        container.kern = 2
        let string = AttributedString("Hi", attributes: container)
        let span = spans(Text(string))[0]
        #expect(span.color == Color.orange.resolve(in: EnvironmentValues()))
        #expect(span.decoration.letterSpacing == 2)
        var scoped = AttributedString("Hi")
        scoped[AttributeScopes.SwiftUIAttributes.FontAttribute.self] = .headline
        #expect(spans(Text(scoped))[0].font == Font.headline.resolved)
    }

    @Test("AttributedString(markdown:) sets inline intents and links, which Text draws as a literal's Markdown")
    func attributedMarkdown() throws {
        let base = URL(string: "https://example.com/docs/")
        let string = try AttributedString(
            markdown: "**B** *I* `C` ~~S~~ [L](guide.html)",
            options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace), baseURL: base)
        let runs = Array(string.runs)
        #expect(String(string.characters) == "B I C S L")
        #expect(runs[0].inlinePresentationIntent == .stronglyEmphasized)
        #expect(runs[2].inlinePresentationIntent == .emphasized)
        #expect(runs[4].inlinePresentationIntent == .code)
        #expect(runs[6].inlinePresentationIntent == .strikethrough)
        #expect(runs[8].link?.absoluteString == "https://example.com/docs/guide.html")
        let drawn = spans(Text(string))
        let literal = spans(Text("**B** *I* `C` ~~S~~ [L](https://example.com/docs/guide.html)"))
        #expect(drawn.map(\.font) == literal.map(\.font))
        #expect(drawn.map(\.decoration) == literal.map(\.decoration))
        #expect(drawn.map(\.color) == literal.map(\.color))
    }

    @Test("Markdown renders as SwiftUI draws it")
    func snapshot() {
        let url = "https://example.com"
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("**Bold**, *italic* and ***both***")
            Text("Some `code` and ~~strikethrough~~")
            Text("A [link](https://example.com) in the tint")
            Text(verbatim: "**verbatim** stays")
            Text("Hello **\(url)**")
        }
        assertSnapshot(of: view, size: CGSize(width: 280, height: 150))
    }
}
