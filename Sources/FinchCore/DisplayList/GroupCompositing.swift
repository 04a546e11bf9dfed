import Foundation

/// How a display group's pixels reach what is behind it, beyond opacity: through a mask, with a blend
/// mode, or composited on their own first (`compositingGroup`, `drawingGroup`).
public struct GroupCompositing: Hashable, Sendable {
    /// How the group's composite combines with what is drawn before it.
    public var blendMode: BlendMode
    /// Whether the children are composited together offscreen first, so blend modes inside the group
    /// blend only with the group's own content, not with what lies behind it.
    public var isolated: Bool
    /// Items, in the group's local space, whose alpha masks the group's children (`.mask`); nil for none.
    public var mask: [DisplayItem]?
    /// A blur of the children's composite (`.blur`); nil for none. Modifiers never put it in one group with a
    /// blend mode or a mask (each is a group of its own), so it is drawn alone.
    public var blur: GroupBlur?

    public init(
        blendMode: BlendMode = .normal, isolated: Bool = false, mask: [DisplayItem]? = nil, blur: GroupBlur? = nil
    ) {
        self.blendMode = blendMode
        self.isolated = isolated
        self.mask = mask
        self.blur = blur
    }

    /// True when drawing through it is the same as drawing the children directly.
    public var isPlain: Bool { blendMode == .normal && !isolated && mask == nil && blur == nil }
}
