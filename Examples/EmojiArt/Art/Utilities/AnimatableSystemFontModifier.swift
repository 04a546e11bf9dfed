import Finch

/// A system font whose size animates (the course's `AnimatableSystemFontModifier`): a font is not
/// animatable, but its size is, so an emoji grows smoothly when its size changes in an animation.
struct AnimatableSystemFontModifier: AnimatableModifier {
    var size: CGFloat

    var animatableData: CGFloat {
        get { size }
        set { size = newValue }
    }

    func body(content: Content) -> some View {
        content.font(.system(size: size))
    }
}

extension View {
    func animatableSystemFont(size: CGFloat) -> some View {
        modifier(AnimatableSystemFontModifier(size: size))
    }
}
