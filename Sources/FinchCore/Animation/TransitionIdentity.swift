import Foundation

/// `.transition(t)` written on a view that has `.id(x)` among its modifiers: `.id(x).transition(t)` (the
/// order the CS193p course writes) or `.id(x).padding().transition(t)`.
///
/// In SwiftUI the transition runs when `x` changes, whichever side of `.id` it is written on: a
/// transition is a trait of the view it modifies, and modifiers pass their content's identity on, so
/// the view the transition is set on is the one `x` names. Finch keeps the transition's state in a node,
/// and a node above the `.id` would outlive the change; so the transition and the modifiers it is
/// written on are built in a node whose identity is those ids, as `(…).transition(t).id(x)` would be.
/// A change of any of them replaces that whole view: the old one leaves and the new one enters through
/// `t`, and the modifiers between start afresh (a `.padding` slides with the view it pads).
extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// When this is `.transition` on a view with `.id`s among its modifiers, the transition applied to
    /// `content` in a node with those ids for its identity; nil otherwise (the check reads types only).
    @MainActor func transitionInsideIdentity(
        in inputs: ViewInputs, content: @escaping (ViewInputs) -> [LayoutNode]
    ) -> ViewOutputs? {
        guard Modifier.self == _TransitionModifier.self else { return nil }
        return transitionAroundIdentity(in: inputs, content: content)
    }

    /// The rest of `transitionInsideIdentity`, for a transition modifier only. A function of its own
    /// because the compiler hoisted the request for `_AppliedModifier<Modifier>`'s metadata (a lookup
    /// in the runtime's cache) above the check, so every modified view paid it.
    @inline(never)
    @MainActor private func transitionAroundIdentity(
        in inputs: ViewInputs, content: @escaping (ViewInputs) -> [LayoutNode]
    ) -> ViewOutputs? {
        guard (Content.self as? any ModifiedViewType.Type)?.hasModifier(ofType: _IdentityModifier.self) == true
        else { return nil }
        var ids: [AnyHashable] = []
        // The `.id`s of the modified views under the transition (the type said there is one among them).
        var current: any View = self.content
        while let modified = current as? any ViewValueLayer, let applied = modified.layerModifier,
            let under = modified.viewUnderLayer
        {
            if let identity = applied as? _IdentityModifier { ids.append(identity.id) }
            current = under
        }
        let identity = ids.count == 1 ? ids[0] : AnyHashable(ids)
        let applied = _AppliedModifier(modifier: modifier, content: content)
        return .concatenated(inputs.build(applied, identity: .explicit(identity)))
    }
}
