import Foundation

/// Several views (or scenes, or toolbar items) treated as siblings of the group's parent; modifiers
/// apply to each.
///
/// As SwiftUI's, the type itself takes any content, and it is a `View`, a `Scene` or `ToolbarContent`
/// when what it holds is one (MapKit adds `MapContent`), so `Group { … }` reads the same in each.
public struct Group<Content> {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    package let content: Content

    /// Private: an initializer visible beside the builders' would match `Group { … }` itself (a
    /// trailing closure fits any one-argument initializer), with the closure as the content.
    private nonisolated init(storing content: Content) {
        self.content = content
    }

    /// A group holding `content`, for the content kinds other modules add (MapKit's).
    package nonisolated static func holding(_ content: Content) -> Group {
        Group(storing: content)
    }
}

extension Group: View, PrimitiveView where Content: View {
    public init(@ViewBuilder content: () -> Content) {
        self.init(storing: content())
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        .concatenated(inputs.build(content, identity: .index(0)))
    }
}

extension Group: ComparisonHinted, GraphComparable where Content: View {
    func isGraphEqual(to other: Self) -> Bool {
        return ValueEquality.areEqual(typed: content, other.content)
    }
}

extension Group: Scene, PrimitiveScene where Content: Scene {
    /// Scenes written one after another in a group: `Group { WindowGroup { … }; DocumentGroup(…) }`.
    public init(@SceneBuilder content: () -> Content) {
        self.init(storing: content())
    }

    var windows: [SceneWindow] { content.windows }
}

extension Group: ToolbarContent, PrimitiveToolbarContent where Content: ToolbarContent {
    /// Toolbar items written one after another in a group, placed as if written without it.
    public init(@ToolbarContentBuilder content: () -> Content) {
        self.init(storing: content())
    }

    var toolbarEntries: [ToolbarEntry] { content.entries }
}

/// Views that only hold other views in place, so modifiers on an enclosing `Group` (a transition)
/// reach the views inside them.
protocol TransparentContainer {}

/// A `Group`: modifiers on it apply to each view inside.
protocol GroupMarker {}

/// A view with a modifier applied, seen from a `Group` inside it.
protocol ModifierMarker {}

extension Group: GroupMarker where Content: View {}
extension ModifiedContent: ModifierMarker {}
extension _ConditionalContent: TransparentContainer {}
extension Optional: TransparentContainer where Wrapped: View {}
