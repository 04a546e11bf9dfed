import Foundation

/// Something over the window (a sheet, an alert, a confirmation dialog, a menu): its layout nodes, how
/// to dismiss it, and what it does with keys before anything else sees them.
@MainActor
struct Presentation {
    weak var owner: ViewNode?
    let layers: [LayoutNode]
    let dismiss: DismissAction
    /// The identity, under the owner's node, of the presented view (focus is kept inside it).
    var slot: IdentityComponent = PresentationIdentity.sheet
    /// Keys while this is the front-most presentation, before Escape and focus: true when taken
    /// (an alert's Return and Escape, a menu's arrows).
    var keys: (@MainActor (KeyEvent) -> Bool)?
}

/// The identity under a presenting modifier's node of the view it presents.
enum PresentationIdentity {
    static var sheet: IdentityComponent { .explicit(AnyHashable("finch.sheet")) }
    static var alert: IdentityComponent { .explicit(AnyHashable("finch.alert")) }
    static var confirmationDialog: IdentityComponent { .explicit(AnyHashable("finch.confirmationDialog")) }
    static var menu: IdentityComponent { .explicit(AnyHashable("finch.menu")) }
}

extension ViewGraph {
    /// Records what `owner` (a `.sheet` modifier's node) presents: its layers, or nothing when `layers` is
    /// empty or `dismiss` nil. The window's root is rebuilt at the end of the update.
    /// `slot` is the presented view's identity under `owner`; `keys` sees keys first while it is in front.
    func setPresentation(
        of owner: ViewNode, layers: [LayoutNode], dismiss: DismissAction?,
        slot: IdentityComponent = PresentationIdentity.sheet, keys: (@MainActor (KeyEvent) -> Bool)? = nil
    ) {
        let presentation = dismiss.map {
            Presentation(owner: owner, layers: layers, dismiss: $0, slot: slot, keys: keys)
        }
        // A sheet can go outside an update (its presenter detached when a removal ends): ask for one.
        if presentations.set(presentation, of: owner) { requestFrame() }
    }

    /// Whether something is presented over the window (a sheet, an alert, a dialog, a menu).
    public var isPresentingSheet: Bool { !presentations.isEmpty }

    /// Dismisses the front-most sheet (Escape); false when none is presented.
    @discardableResult
    public func dismissFrontmostPresentation() -> Bool {
        presentations.dismissFrontmost()
    }

    /// The content root, under a container that adds the presentations' layers when there are any.
    func rootWithPresentations() -> LayoutNode? {
        guard let content = pipeline.contentRoot else { return nil }
        let layers = presentations.attachedLayers()
        guard !layers.isEmpty else { return content }
        let container = PresentationContainerNode(
            content: content, layers: layers, displayScale: environment.displayScale)
        container.windowSize = pipeline.lastLayoutSize ?? .zero
        return container
    }
}
