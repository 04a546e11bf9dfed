import Foundation

/// What a `.toolbar` holds: `ToolbarItem`s and `ToolbarItemGroup`s, or a type of the app's own whose
/// `body` is made of them, as SwiftUI's `ToolbarContent`.
@MainActor
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content Finch reads directly instead of through `body`.
@MainActor
protocol PrimitiveToolbarContent {
    var toolbarEntries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    /// The items this content puts in bars, in order.
    var entries: [ToolbarEntry] {
        if let primitive = self as? PrimitiveToolbarContent { return primitive.toolbarEntries }
        return body.entries
    }
}

/// One view placed in a bar.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Combines toolbar items written one after another, with `if` and `switch`, as `@ViewBuilder` does views.
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<
        repeat each Content
    > {
        TupleToolbarContent(repeat each content)
    }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(content: content)
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(content: content)
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first content: TrueContent
    ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(toolbarEntries: content.entries)
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second content: FalseContent
    ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(toolbarEntries: content.entries)
    }
}

/// Several toolbar contents, one after another.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalBody() }
    let toolbarEntries: [ToolbarEntry]

    init(_ content: repeat each Content) {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += item.entries }
        toolbarEntries = entries
    }
}

/// Toolbar content under an `if` without `else`.
public struct OptionalToolbarContent<Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalBody() }
    let content: Content?

    var toolbarEntries: [ToolbarEntry] { content?.entries ?? [] }
}

/// One branch of an `if`–`else` or `switch` in toolbar content.
public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent,
    PrimitiveToolbarContent
{
    public typealias Body = Never
    public var body: Never { fatalBody() }
    let toolbarEntries: [ToolbarEntry]
}
