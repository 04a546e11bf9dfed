import Foundation

/// A view made of a collection's elements, one view each, as SwiftUI's `DynamicViewContent`: a
/// `ForEach`, and a `ForEach` given `onDelete` or `onMove`. In a list, those rows can be deleted and
/// moved by the user.
@MainActor
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Lets the user delete rows in a list: swiping a row to the leading side reveals Delete (a full
    /// swipe deletes at once), edit mode shows a delete circle on each row. `action` gets the offsets
    /// in `data` of the rows to delete; nil turns deleting off.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableContent(base: self, actions: ListEditActions(onDelete: action))
    }

    /// Lets the user move rows of a list in edit mode, by dragging their reorder handles. `action` gets
    /// the offsets of the moved rows and the offset they go before (as `move(fromOffsets:toOffset:)`
    /// takes them); nil turns moving off.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableContent(base: self, actions: ListEditActions(onMove: action))
    }
}

/// What a list may do to the rows of one `ForEach`: delete them, move them.
struct ListEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?

    /// `self`'s actions, with `inner`'s where `self` sets none (`.onDelete { }.onMove { }` has both).
    func merged(over inner: ListEditActions?) -> ListEditActions {
        ListEditActions(onDelete: onDelete ?? inner?.onDelete, onMove: onMove ?? inner?.onMove)
    }
}

/// Where a row is in the `ForEach` it comes from, and what may be done to it.
struct ListRowEditing {
    let actions: ListEditActions
    /// The row's offset in its `ForEach`'s data, and how many rows that `ForEach` makes.
    let offset: Int
    let count: Int
}

/// A `ForEach` (or another dynamic content) with edit actions; outside a list, the content itself.
public struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent, ViewListContent {
    let base: Base
    let actions: ListEditActions

    public var data: Base.Data { base.data }
    public var body: Base { base }

    var viewList: any ViewList { EditableViewList(base: base.asViewList, actions: actions) }
}

/// A `ForEach`'s elements, each knowing what a list may do to it.
struct EditableViewList: ViewList {
    let base: any ViewList
    let actions: ListEditActions

    var count: Int { base.count }
    var uniformElementType: (any View.Type)? { base.uniformElementType }
    func id(at index: Int) -> AnyHashable { base.id(at: index) }
    func view(at index: Int) -> any View { base.view(at: index) }
    func buildElement(at index: Int, in inputs: ViewInputs) -> [LayoutNode] { base.buildElement(at: index, in: inputs) }

    func editing(at index: Int) -> ListRowEditing? {
        ListRowEditing(actions: actions.merged(over: base.editing(at: index)?.actions), offset: index, count: count)
    }
}
