import Foundation

/// The inputs of a view's or modifier's `_makeView`: Finch's `ViewInputs`, in a public wrapper so that
/// `View` and `ViewModifier` can carry the hidden requirement (SwiftUI's protocols carry one of the same
/// name). Apps never see or write it.
@MainActor
public struct _ViewInputs {
    let base: ViewInputs

    init(_ base: ViewInputs) { self.base = base }
}

/// The outputs of `_makeView`: Finch's `ViewOutputs`, wrapped for the same reason as `_ViewInputs`.
@MainActor
public struct _ViewOutputs {
    let base: ViewOutputs

    init(_ base: ViewOutputs) { self.base = base }
}

/// Where a view's nodes go (see `View._placement`).
public enum _ViewPlacement: Sendable {
    /// In a graph node of its own, the child of the node being built.
    case node
    /// A modifier's `content` placeholder: its content is built where it stands.
    case modifierContent
    /// A modified view whose modifier only changes the inputs its content is built with (an environment
    /// writer): the content is built where the modified view stands, with the changed inputs. Also a
    /// modified view whose modifier may wrap its content in the node of the modifier around it.
    case inPlace
}

/// A view's identity among its parent's children, wrapped for the hidden requirements (see `_ViewInputs`).
public struct _ViewIdentity {
    let base: IdentityComponent

    init(_ base: IdentityComponent) { self.base = base }
}

/// What a modifier's `_makeView` wraps: builds the modified view's nodes from the inputs at that point.
@MainActor
public struct _ViewModifierBody {
    let build: (ViewInputs) -> [LayoutNode]
    /// True when `build` places the content where `ViewInputs.contentIndex` says (see `applyModifier`).
    let placesContent: Bool

    init(_ build: @escaping (ViewInputs) -> [LayoutNode], placesContent: Bool = false) {
        self.build = build
        self.placesContent = placesContent
    }
}

// Why a requirement and not a cast: every evaluation of every node asked whether its type is one of
// Finch's primitives (`V.self as? any PrimitiveView.Type`). A conformance check is a lookup in the
// runtime's conformance cache each time (and, for each new type, a scan of every conformance record in
// the program), and the cast made `Optional` metadata at run time: together about a twentieth of
// building a large window. A requirement with a default is answered by the conformance's witness table,
// chosen once by the compiler: primitives' witness (in `PrimitiveView`'s extension, which refines the
// protocol) makes their nodes, every other type's evaluates its body.

extension View {
    /// The nodes of a view described by its `body`.
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(inputs.base.node.makeBodyNodes(of: view, inputs: inputs.base))
    }

    /// In a node of its own: only a modifier's `content` placeholder and the modified views that only
    /// change their content's inputs are built without one (`ViewInputs.build`).
    public static var _placement: _ViewPlacement { .node }

    /// Only views placed `.inPlace` are built this way; for any other, it is what `ViewInputs.build` does.
    public static func _makeInPlace(view: Self, inputs: _ViewInputs, identity: _ViewIdentity) -> _ViewOutputs {
        let child = inputs.base.node.child(for: identity.base, type: Self.self)
        return _ViewOutputs(.concatenated(child.update(view, inputs: inputs.base)))
    }
}

extension PrimitiveView {
    /// The nodes of a view Finch makes itself.
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view.makeNodes(in: inputs.base))
    }
}

extension ViewModifier {
    /// False: a modifier has a node of its own unless it is one of the few that only change inputs.
    public static var _changesInputsOnly: Bool { false }

    /// The inputs unchanged (never asked: see `_changesInputsOnly`).
    public static func _changedInputs(modifier: Self, inputs: _ViewInputs) -> _ViewInputs { inputs }

    /// False: only a few of Finch's wrapping modifiers are applied in the node around them.
    public static var _mayWrapInPlace: Bool { false }

    /// `_mayWrapInPlace`, for every value of the type.
    public static func _wrapsInPlace(modifier: Self) -> Bool { _mayWrapInPlace }

    /// The nodes of a modifier described by its `body(content:)` (or a geometry effect).
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: _ViewModifierBody) -> _ViewOutputs {
        _ViewOutputs(
            applyComposedModifier(modifier, in: inputs.base, content: body.build, placesContent: body.placesContent))
    }
}

extension PrimitiveModifier {
    /// The nodes of a modifier Finch applies itself.
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: _ViewModifierBody) -> _ViewOutputs {
        _ViewOutputs(modifier.makeNodes(content: body.build, in: inputs.base))
    }
}
