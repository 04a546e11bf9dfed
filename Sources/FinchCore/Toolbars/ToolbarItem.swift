import Foundation

/// One view in a toolbar, at a placement, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let placement: ToolbarItemPlacement
    let content: Content

    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identity, for toolbars a user customises (Finch's are not customisable).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement, side by side, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Each of the group's views is an item of its own: side by side in the navigation bar, spread out
    /// in the bottom bar.
    var toolbarEntries: [ToolbarEntry] {
        let list = content.asViewList
        return (0..<list.count).map {
            ToolbarEntry(placement: placement, content: AnyView(ViewListElement(list: list, index: $0)))
        }
    }
}
