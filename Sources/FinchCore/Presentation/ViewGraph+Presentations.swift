import Foundation

/// A sheet over the window: its layout nodes and how to dismiss it.
@MainActor
struct Presentation {
    weak var owner: ViewNode?
    let layers: [LayoutNode]
    let dismiss: DismissAction
}

/// The identity under a `.sheet` modifier's node of the sheet it presents.
enum PresentationIdentity {
    static var sheet: IdentityComponent { .explicit(AnyHashable("finch.sheet")) }
}

extension ViewGraph {
    /// Records what `owner` (a `.sheet` modifier's node) presents: its layers, or nothing when `layers` is
    /// empty or `dismiss` nil. The window's root is rebuilt at the end of the update.
    func setPresentation(of owner: ViewNode, layers: [LayoutNode], dismiss: DismissAction?) {
        let index = presentations.firstIndex { $0.owner === owner }
        if let index, let dismiss, !layers.isEmpty {
            let same =
                presentations[index].layers.count == layers.count
                && zip(presentations[index].layers, layers).allSatisfy { $0 === $1 }
            presentations[index] = Presentation(owner: owner, layers: layers, dismiss: dismiss)
            if same { return }
        } else if let index {
            presentations.remove(at: index)
        } else if let dismiss, !layers.isEmpty {
            presentations.append(Presentation(owner: owner, layers: layers, dismiss: dismiss))
        } else {
            return
        }
        // A sheet can go outside an update (its presenter detached when a removal ends): ask for one.
        let wasIdle = !needsUpdate
        presentationsChanged = true
        if wasIdle { onNeedsUpdate?() }
    }

    /// The front-most sheet's own view node (what keyboard focus is limited to), or nil.
    var frontmostPresentationNode: ViewNode? {
        presentations.last?.owner?.child(at: PresentationIdentity.sheet)
    }

    /// Whether a sheet is showing.
    public var isPresentingSheet: Bool { !presentations.isEmpty }

    /// Dismisses the front-most sheet (Escape); false when none is presented.
    @discardableResult
    public func dismissFrontmostPresentation() -> Bool {
        guard let front = presentations.last else { return false }
        front.dismiss()
        return true
    }

    /// The content root, under a container that adds the presentations' layers when there are any.
    func rootWithPresentations() -> LayoutNode? {
        guard let content = contentRootNode else { return nil }
        presentations.removeAll { $0.owner?.isAttached != true }
        guard !presentations.isEmpty else { return content }
        let container = PresentationContainerNode(
            content: content, layers: presentations.flatMap(\.layers), displayScale: environment.displayScale)
        container.windowSize = lastLayoutSize ?? .zero
        return container
    }
}
