import Foundation

extension AttributedString {
    /// How `AttributedString(markdown:options:baseURL:)` reads its source, as Foundation's on Apple
    /// platforms (Linux's Foundation has no Markdown parser, so Finch provides this one).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The inline Markdown of `markdown` (`InlineMarkdown`): strong, emphasis, code and strikethrough as
    /// `inlinePresentationIntent`, links as `link` (relative ones resolved against `baseURL`).
    ///
    /// Finch reads every syntax as `.inlineOnlyPreservingWhitespace`: block syntax (headings, lists,
    /// paragraphs) stays as typed, where Apple's `.full` would drop the markers and join the paragraphs.
    /// It never throws; the signature is Apple's, so `try` compiles unchanged.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        for run in InlineMarkdown.parse(markdown) {
            var part = AttributedString(run.string)
            var intent: InlinePresentationIntent = []
            if run.style.bold { intent.insert(.stronglyEmphasized) }
            if run.style.italic { intent.insert(.emphasized) }
            if run.style.code { intent.insert(.code) }
            if run.style.strikethrough != nil { intent.insert(.strikethrough) }
            if !intent.isEmpty { part.inlinePresentationIntent = intent }
            if let link = run.style.link { part.link = URL(string: link.relativeString, relativeTo: baseURL) ?? link }
            append(part)
        }
    }
}
