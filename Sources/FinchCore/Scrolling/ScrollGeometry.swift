import Foundation

/// Where a scroll view's content is and how large it is, as SwiftUI's iOS 18 `ScrollGeometry` (given
/// to `.onScrollGeometryChange(for:of:action:)`).
public struct ScrollGeometry: Equatable, Sendable {
    /// The content point at the container's top-leading corner, as UIKit's: at the top it is minus the
    /// content insets (the insets' top edge and leading edge).
    public var contentOffset: CGPoint
    /// The size of the content, without its insets.
    public var contentSize: CGSize
    /// The insets around the content: its `.contentMargins` and the safe area (and a large title's room)
    /// it scrolls under.
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content that shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The container's bounds in the content's coordinates (the visible rectangle).
    public var bounds: CGRect { visibleRect }
}

/// What a scroll view reports its geometry to, whatever the value's type.
@MainActor
protocol ScrollGeometryObserving: AnyObject, Sendable {
    /// Works the value out from `geometry`; queues the action on `graph` when it changed.
    func measure(_ geometry: ScrollGeometry, graph: ViewGraph)
}

/// The closures of one `onScrollGeometryChange` and the last value it reported.
@MainActor
final class ScrollGeometryObserver<Value: Equatable>: ScrollGeometryObserving {
    var transform: ((ScrollGeometry) -> Value)?
    var action: ((Value, Value) -> Void)?
    private var lastValue: Value?

    func measure(_ geometry: ScrollGeometry, graph: ViewGraph) {
        guard let transform, let action else { return }
        let value = transform(geometry)
        let previous = lastValue
        if let previous, previous == value { return }
        lastValue = value
        // After the layout pass, with the change actions: the action may write state. The first value
        // is only recorded, as SwiftUI calls the action only on a change.
        guard let previous else { return }
        graph.enqueue { action(previous, value) }
    }
}

private struct ScrollGeometryObserversKey: EnvironmentKey {
    static let defaultValue: [any ScrollGeometryObserving] = []
}

extension EnvironmentValues {
    /// The `.onScrollGeometryChange` observers waiting for the nearest scroll view inside.
    var scrollGeometryObservers: [any ScrollGeometryObserving] {
        get { self[ScrollGeometryObserversKey.self] }
        set { self[ScrollGeometryObserversKey.self] = newValue }
    }
}

private enum ScrollGeometryObserverKey<Value: Equatable>: NodeStorageKey {
    typealias Value = ScrollGeometryObserver<Value>
}

extension View {
    /// Calls `action` with the old and the new value `transform` makes from the geometry of the scroll
    /// view this modifies (or the nearest one inside) whenever the value changes: a scroll, a new content
    /// size or container size.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}

/// Hands the scroll view inside an observer kept by this modifier's graph node.
public struct _ScrollGeometryChangeModifier<Measured: Equatable>: ViewModifier, PrimitiveModifier {
    let transform: (ScrollGeometry) -> Measured
    let action: (Measured, Measured) -> Void

    public func body(content: Content) -> Never { fatalBody() }

    func makeNodes(content: @escaping (ViewInputs) -> [LayoutNode], in inputs: ViewInputs) -> ViewOutputs {
        let observer = inputs.node.stored(ScrollGeometryObserverKey<Measured>.self) {
            ScrollGeometryObserver<Measured>()
        }
        observer.transform = transform
        observer.action = action
        var inner = inputs
        inner.environment.scrollGeometryObservers.append(observer)
        return .concatenated(content(inner))
    }
}
