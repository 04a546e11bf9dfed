import Foundation

/// The kinds of safe area a view can extend into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Marks a view that extends into the safe area along `edges`. It is sized as its child (its container
/// sees the size it would have without extending); when placed, each edge it ignores that lies on the
/// edge of an enclosing safe area (`SafeAreaRegionProvider`) is moved out to that region's edge, and the
/// child is laid out in the larger frame, as SwiftUI extends such a view when it is placed.
final class SafeAreaIgnoringNode: WrapperNode {
    let edges: Edge.Set

    init(child: LayoutNode, edges: Edge.Set) {
        self.edges = edges
        super.init(child: child)
    }

    override func placeChildren() {
        // `.background(_:ignoresSafeAreaEdges: [])` and `.keyboard` alone name no edge: nothing to look for.
        guard !edges.isEmpty else { return super.placeChildren() }
        let extended = extendedFrame()
        guard extended != frame else { return super.placeChildren() }
        child.place(at: extended.origin, proposal: ProposedViewSize(extended.size))
    }

    /// The frame moved out, edge by edge, to the regions of the safe areas around it whose edge it lies on
    /// (innermost first, so a view under a page's bar inside a sheet reaches both). A scroll view ends
    /// the search: what scrolls is laid out in its content, not in the page's safe area.
    private func extendedFrame() -> CGRect {
        var rect = frame
        var ancestor = parent
        while let current = ancestor, !(current is ScrollViewNode) {
            if let region = (current as? SafeAreaRegionProvider)?.safeAreaRegion {
                rect = Self.extend(rect, edges: edges, to: region)
            }
            ancestor = current.parent
        }
        return rect
    }

    /// `rect` with each of `edges` that lies on `region`'s safe edge moved out to its full edge.
    static func extend(_ rect: CGRect, edges: Edge.Set, to region: SafeAreaRegion) -> CGRect {
        let (safe, full) = (region.safe, region.full)
        let onEdge = { (a: CGFloat, b: CGFloat) in abs(a - b) < 0.5 }
        var minX = rect.minX
        var minY = rect.minY
        var maxX = rect.maxX
        var maxY = rect.maxY
        if edges.contains(.top), onEdge(minY, safe.minY) { minY = min(minY, full.minY) }
        if edges.contains(.bottom), onEdge(maxY, safe.maxY) { maxY = max(maxY, full.maxY) }
        if edges.contains(.leading), onEdge(minX, safe.minX) { minX = min(minX, full.minX) }
        if edges.contains(.trailing), onEdge(maxX, safe.maxX) { maxX = max(maxX, full.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A safe area in window points: what its content is laid out in, and the larger region around it a view
/// that ignores the safe area may extend into (under a bar, an inset, padding).
struct SafeAreaRegion: Equatable {
    let safe: CGRect
    let full: CGRect
}

/// A node that lays its content out in a safe area smaller than the region around it.
@MainActor
protocol SafeAreaRegionProvider: AnyObject {
    /// The safe area as last placed; nil when nothing lies outside it.
    var safeAreaRegion: SafeAreaRegion? { get }
}

/// A view laid out as it is placed, beyond whose edges lie `extent()` points of a region its content may
/// extend into with `.ignoresSafeArea`: a page's content under its navigation bar, a tab's under the tab
/// bar (the bars are drawn over the content). Read when placed, so an extent that depends on layout (a
/// large title kept above the content or not) is current.
final class SafeAreaExtentNode: WrapperNode, SafeAreaRegionProvider {
    private let extent: @MainActor () -> EdgeInsets

    init(child: LayoutNode, extent: @escaping @MainActor () -> EdgeInsets) {
        self.extent = extent
        super.init(child: child)
    }

    var safeAreaRegion: SafeAreaRegion? {
        let insets = extent()
        guard insets != EdgeInsets() else { return nil }
        let full = CGRect(
            x: frame.minX - insets.leading, y: frame.minY - insets.top,
            width: frame.width + insets.leading + insets.trailing, height: frame.height + insets.top + insets.bottom)
        return SafeAreaRegion(safe: frame, full: full)
    }
}

extension View {
    /// Lets views inside that ignore the safe area extend `extent()` points past this view's edges (Finch's
    /// bars use it; `key` tells one extent from another when the view is rebuilt).
    func safeAreaExtent<Key: Hashable>(key: Key, _ extent: @escaping @MainActor () -> EdgeInsets) -> some View {
        wrapped(("safeAreaExtent", key)) { node, _ in SafeAreaExtentNode(child: node, extent: extent) }
    }
}

extension View {
    /// Lets the view extend into the safe area along `edges`: under a navigation page's bar (and its large
    /// title), under a tab bar, into `.safeAreaInset` and `.safeAreaPadding`. A Finch window has no insets
    /// of its own (no notch, status bar, home indicator or on-screen keyboard). Only edges that lie on the
    /// safe area's edge extend, as in SwiftUI: a view padded away from the bar stays where it is.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        let edges: Edge.Set = regions.contains(.container) ? edges : []
        return wrapped(("ignoresSafeArea", edges.rawValue)) { node, _ in
            SafeAreaIgnoringNode(child: node, edges: edges)
        }
    }

    /// The iOS 13 spelling of `ignoresSafeArea(edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}
