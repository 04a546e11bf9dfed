import Foundation

/// The node of `.visualEffect`: an effect node whose effect is asked of the app's closure with the
/// view's geometry each time it is drawn (and when a geometry reader or anchor inside asks where it is).
///
/// Drawn again every frame once the closure asked where the view is (`frame(in: .global)` or a named
/// space), since a scroll or an effect above moves that without marking this node; otherwise its
/// drawing is kept until its frame changes, as any node's.
final class VisualEffectNode: EffectNode {
    private let positionReads = PositionReadFlag()

    /// The view's environment, which colours are resolved in.
    private let environment: EnvironmentValues

    init(
        child: LayoutNode, environment: EnvironmentValues,
        steps: @escaping @MainActor (GeometryProxy) -> [VisualEffectStep]
    ) {
        self.environment = environment
        let link = VisualEffectNodeLink()
        super.init(child: child) { frame in
            guard let node = link.node else { return RenderEffect() }
            return Self.resolve(steps(node.proxy(size: frame.size)), in: frame, environment: node.environment)
        }
        link.node = self
    }

    override var paintsEveryFrame: Bool { positionReads.isSet }

    /// The view's geometry: its size, and where it is drawn through what is above this node.
    private func proxy(size: CGSize) -> GeometryProxy {
        GeometryProxy(
            size: size, safeAreaInsets: EdgeInsets(), spaces: spaceTransforms(), positionReads: positionReads,
            anchorReads: AnchorReadLog())
    }

    /// The chain as one render effect: transforms one after another (each anchor in the view's frame;
    /// once one is a projection, the rest join the projection, which is drawn after the 2D transform),
    /// opacities multiplied, colour matrices one after another.
    /// (Also `.scrollTransition`'s.)
    static func resolve(_ steps: [VisualEffectStep], in frame: CGRect, environment: EnvironmentValues) -> RenderEffect {
        var effect = RenderEffect()
        func apply(_ transform: Transform2D) {
            if let projection = effect.projection {
                effect.projection = projection.concatenating(transform)
            } else {
                effect.transform = effect.transform.concatenating(transform)
            }
        }
        func filter(_ matrix: ColorMatrix) {
            guard matrix != .identity else { return }
            effect.colorFilter = effect.colorFilter?.followed(by: matrix) ?? ColorFilter(matrix)
        }
        func project(_ transform: ProjectiveTransform) {
            effect.projection = effect.projection?.concatenating(transform) ?? transform
        }
        for step in steps {
            switch step {
            case .offset(let offset):
                apply(.translation(x: offset.width, y: offset.height))
            case .scale(let scale, let anchor):
                apply(.about(anchor.point(in: frame), .scale(x: scale.width, y: scale.height)))
            case .rotation(let angle, let anchor):
                apply(.about(anchor.point(in: frame), .rotation(angle)))
            case .affine(let affine):
                let made = RenderEffect(ProjectionTransform(affine), in: frame)
                if made.hidden { effect.hidden = true }
                if let projection = made.projection { project(projection) } else { apply(made.transform) }
            case .rotation3D(let angle, let axis, let anchor, let perspective):
                let distance = perspective != 0 ? Double(max(frame.width, frame.height) / perspective) : 0
                project(.rotation3D(angle, axis: axis, anchor: anchor.point(in: frame), distance: distance))
            case .opacity(let opacity):
                effect.opacity *= opacity
            case .colorMatrix(let matrix):
                filter(matrix)
            case .colorMultiply(let color):
                filter(.colorMultiply(color.resolve(in: environment)))
            }
        }
        return effect
    }
}

/// The node a visual effect's closure resolves against, set once the node exists.
@MainActor
private final class VisualEffectNodeLink {
    weak var node: VisualEffectNode?
}
