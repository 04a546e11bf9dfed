import Foundation

/// What a frame paints: plain values the renderer turns into pixels, in window points.
///
/// The renderer never sees a view, only this list, so it can be diffed, dumped as text in
/// tests and painted by any backend.
public struct DisplayList: Hashable, Sendable {
    public var items: [DisplayItem]

    public init(items: [DisplayItem] = []) {
        self.items = items
    }
}

/// One thing to paint.
public indirect enum DisplayItem: Hashable, Sendable {
    /// Fill a path (non-zero winding unless `eoFill`).
    case fill(Path, Paint, eoFill: Bool)
    /// Stroke a path's outline, centred on the path.
    case stroke(Path, Paint, StrokeStyle)
    /// Draw laid-out text.
    case text(TextRun)
    /// Draw an image scaled into a rectangle.
    case image(ImageRun)
    /// Draw children with a transform, clip, shadow or opacity applied to them as one.
    case group(DisplayGroup)
}

/// Children painted as a unit.
///
/// Order of effects: children are drawn in the group's local space, clipped by `clip`
/// (local space), mapped to the parent by `transform`, then by `projection` (parent space);
/// the shadow is cast from that result, `colorFilter` recolours its pixels (un-premultiplied),
/// and `opacity` applies to everything last.
///
/// A group carries an identity (the view that drew it, so frames match it up across display lists)
/// and a version (a hash of what it draws, made once when it is made): comparing two groups, and so
/// finding what changed between frames, costs an integer comparison where they are alike. A group a
/// layout node kept from an earlier frame is the same value, version included (not hashed again).
public struct DisplayGroup: Hashable, Sendable {
    public var transform: Transform2D { didSet { updateVersion() } }
    public var projection: ProjectiveTransform? { didSet { updateVersion() } }
    public var clip: Path? { didSet { updateVersion() } }
    public var shadow: Shadow? { didSet { updateVersion() } }
    public var opacity: Double { didSet { updateVersion() } }
    /// Colour matrices applied to the group's pixels (`grayscale`, `hueRotation`…), or nil.
    public var colorFilter: ColorFilter? { didSet { updateVersion() } }
    /// A mask, a blend mode or an offscreen composite of the children, or nil for none.
    public var compositing: GroupCompositing? { didSet { updateVersion() } }
    /// The local-space rectangle the children cover; offscreen passes size their buffer from it.
    public var bounds: CGRect { didSet { updateVersion() } }
    public var children: [DisplayItem] { didSet { updateVersion() } }
    /// Which view drew the group (its layout node's `paintID`, taken from a counter and never reused,
    /// so a view made where a freed one lived is not matched to its group), or 0; not part of what it
    /// draws.
    public var identity: Int
    /// A hash of everything the group draws; equal groups have equal versions.
    public private(set) var version = 0
    /// Whether a material that blurs what is behind it is drawn in the group (derived from the children,
    /// so damage can find such materials without walking every group).
    public private(set) var containsBackdrop = false

    public init(
        transform: Transform2D = .identity,
        projection: ProjectiveTransform? = nil,
        clip: Path? = nil,
        shadow: Shadow? = nil,
        opacity: Double = 1,
        colorFilter: ColorFilter? = nil,
        compositing: GroupCompositing? = nil,
        bounds: CGRect,
        children: [DisplayItem],
        identity: Int = 0
    ) {
        self.transform = transform
        self.projection = projection
        self.clip = clip
        self.shadow = shadow
        self.opacity = opacity
        self.colorFilter = colorFilter
        self.compositing = compositing
        self.bounds = bounds
        self.children = children
        self.identity = identity
        updateVersion()
    }

    /// The group's own drawing attributes, children aside (what decides whether its children can be
    /// compared in place).
    public func hasSameAttributes(as other: DisplayGroup) -> Bool {
        transform == other.transform && projection == other.projection && clip == other.clip
            && shadow == other.shadow && opacity == other.opacity && colorFilter == other.colorFilter
            && compositing == other.compositing && bounds == other.bounds
    }

    private mutating func updateVersion() {
        var hasher = Hasher()
        hasher.combine(transform)
        hasher.combine(projection)
        hasher.combine(clip)
        hasher.combine(shadow)
        hasher.combine(opacity)
        hasher.combine(colorFilter)
        hasher.combine(compositing)
        hasher.combine(bounds)
        // Child groups contribute their own versions, so making a tree costs O(items), not O(items × depth).
        hasher.combine(children)
        version = hasher.finalize()
        containsBackdrop = children.contains { $0.containsBackdrop }
    }

    public static func == (lhs: DisplayGroup, rhs: DisplayGroup) -> Bool {
        lhs.version == rhs.version && lhs.hasSameAttributes(as: rhs) && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(version)
    }
}

extension DisplayItem {
    /// Whether the item is, or holds, a fill with a backdrop material.
    public var containsBackdrop: Bool {
        switch self {
        case .fill(_, .backdrop, _): return true
        case .group(let group): return group.containsBackdrop
        default: return false
        }
    }
}

/// Text to draw: the same request the layout measured, placed in `frame`.
public struct TextRun: Hashable, Sendable {
    public var layout: TextLayoutRequest
    /// The box the text was given; lines are aligned inside its width.
    public var frame: CGRect

    public init(layout: TextLayoutRequest, frame: CGRect) {
        self.layout = layout
        self.frame = frame
    }
}

/// An image scaled into `frame`.
public struct ImageRun: Hashable, Sendable {
    public var source: ImageSource
    public var frame: CGRect
    /// When set, the image is used as a mask filled with this colour (template rendering).
    public var tint: RGBA?
    public var interpolation: Interpolation

    /// How pixels are resampled when scaled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    public init(source: ImageSource, frame: CGRect, tint: RGBA? = nil, interpolation: Interpolation = .high) {
        self.source = source
        self.frame = frame
        self.tint = tint
        self.interpolation = interpolation
    }
}

/// Where an image's pixels come from.
public enum ImageSource: Hashable, Sendable {
    /// A PNG or JPEG file (absolute path).
    case file(String)
    /// Pixels already decoded (a `UIImage`).
    case pixels(PixelBuffer)
    /// A symbol image by its SF Symbols name (`Image(systemName:)`), drawn in the tint colour.
    case symbol(String)
}
