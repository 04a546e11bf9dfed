import Foundation

/// One or more taps, as SwiftUI's `TapGesture`.
///
/// A tap fails when the pointer moves more than 45 pt from where it went down or stays down longer
/// than 0.75 s; the taps of a multi-tap must follow each other within 0.35 s.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never

    public var count: Int

    public init(count: Int = 1) {
        self.count = max(1, count)
    }

    public var body: Never { fatalBody() }

    func makeRecognizer() -> GestureRecognizer<Void> { TapRecognizer(count: count) }
}

final class TapRecognizer: GestureRecognizer<Void> {
    override var yieldsToScrolling: Bool { true }

    static let maximumDistance: CGFloat = 45
    static let maximumDuration = 0.75
    static let maximumGap = 0.35

    let count: Int
    private var taps = 0
    private var firstLocation: CGPoint?
    private var pressedAt: Double?
    private var releasedAt: Double?

    init(count: Int) {
        self.count = count
    }

    override var deadline: Double? {
        guard !status.isDone else { return nil }
        if let pressedAt { return pressedAt + Self.maximumDuration }
        if let releasedAt { return releasedAt + Self.maximumGap }
        return nil
    }

    override func receive(_ input: GestureInput) {
        guard case .pointer(let phase) = input.kind else { return fail() }
        let location = input.windowLocation
        switch phase {
        case .began:
            if let firstLocation, firstLocation.distance(to: location) > Self.maximumDistance { return fail() }
            if let releasedAt, input.time - releasedAt > Self.maximumGap + deadlineTolerance { return fail() }
            if firstLocation == nil { firstLocation = location }
            pressedAt = input.time
            releasedAt = nil
        case .moved:
            if let firstLocation, firstLocation.distance(to: location) > Self.maximumDistance { fail() }
        case .ended:
            guard let pressedAt, input.time - pressedAt <= Self.maximumDuration + deadlineTolerance else {
                return fail()
            }
            if let firstLocation, firstLocation.distance(to: location) > Self.maximumDistance { return fail() }
            taps += 1
            self.pressedAt = nil
            if taps >= count {
                end(())
            } else {
                releasedAt = input.time
            }
        case .cancelled:
            fail()
        }
    }

    override func fire(at time: Double) {
        if let deadline, time >= deadline - deadlineTolerance { fail() }
    }
}
