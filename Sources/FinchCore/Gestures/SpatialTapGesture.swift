import Foundation

/// One or more taps that report where they landed, as SwiftUI's `SpatialTapGesture` (iOS 16): a
/// `TapGesture` whose value is the last tap's location in `coordinateSpace`.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Value> {
        SpatialTapRecognizer(count: count, coordinateSpace: coordinateSpace)
    }
}

/// A tap recognizer that remembers where the pointer last was, to report it when the taps end.
final class SpatialTapRecognizer: GestureRecognizer<SpatialTapGesture.Value> {
    private let tap: TapRecognizer
    private let coordinateSpace: CoordinateSpace
    private var location = CGPoint.zero

    init(count: Int, coordinateSpace: CoordinateSpace) {
        tap = TapRecognizer(count: count)
        self.coordinateSpace = coordinateSpace
        super.init()
        tap.output = { [unowned self] report in
            let location = self.location
            forward(report.map { SpatialTapGesture.Value(location: location) })
        }
    }

    override var deadline: Double? { tap.deadline }
    override var yieldsToScrolling: Bool { tap.yieldsToScrolling }

    override func receive(_ input: GestureInput) {
        if case .pointer = input.kind { location = input.location(in: coordinateSpace) }
        tap.receive(input)
    }

    override func fire(at time: Double) { tap.fire(at: time) }

    override func cancel() {
        tap.cancel()
        fail()
    }
}

extension View {
    /// Runs `action` with the tap's location in `coordinateSpace` after `count` taps (iOS 16).
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
