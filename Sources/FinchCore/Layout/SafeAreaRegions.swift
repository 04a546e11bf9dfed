import Foundation

/// The kinds of safe area a view can extend into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Marks a view that extends into the safe area along `edges`; lays out as its child.
final class SafeAreaIgnoringNode: WrapperNode {
    let edges: Edge.Set

    init(child: LayoutNode, edges: Edge.Set) {
        self.edges = edges
        super.init(child: child)
    }
}

extension View {
    /// Lets the view extend into the safe area along `edges`. A Finch window has no insets of its own (no
    /// notch, status bar, home indicator or on-screen keyboard; pages are laid out below their bars), so
    /// this matters only inside `.safeAreaInset` and `.safeAreaPadding`, whose insets the view then fills.
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
