import Foundation

/// How a run of an `AttributedString` is presented inline, as Foundation's `InlinePresentationIntent`
/// on Apple platforms, which Linux's Foundation lacks. `Text` draws `.emphasized` in italic,
/// `.stronglyEmphasized` in bold, `.code` monospaced and `.strikethrough` struck through; the others are
/// kept but change nothing.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}
