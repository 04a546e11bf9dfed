import Foundation

extension View {
    /// Draws this view blurred by a Gaussian, as SwiftUI's `blur(radius:opaque:)`; layout and hit testing are
    /// unchanged. The radius animates. `opaque` keeps the blur inside the view's frame, its edges not fading.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _AnimatableEffect<CGFloat>> {
        let value = radius.isFinite ? max(0, radius) : 0
        return animatableEffect(value, key: ("blur", opaque)) { value, _ in
            let blur = GroupBlur(radius: value, opaque: opaque)
            return blur.radius > 0 ? RenderEffect(compositing: GroupCompositing(blur: blur)) : RenderEffect()
        }
    }
}
