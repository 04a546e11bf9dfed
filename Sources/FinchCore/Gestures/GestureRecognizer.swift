import Foundation

/// Where a recognizer stands: undecided, recognised and changing, or done.
enum GestureStatus {
    /// Not recognised yet (it may still report non-claiming changes, such as a long press's pressing).
    case possible
    /// Recognised and changing: it has claimed the input.
    case active
    case ended
    case failed

    var isDone: Bool { self == .ended || self == .failed }
}

/// What a recognizer reports, with the callbacks (`onChanged`, `updating`…) to run once the
/// gesture arena lets the report through; a report held back and then dropped runs nothing.
struct GestureOutput<Value> {
    typealias Phase = GestureReportPhase

    var phase: Phase
    var value: Value?
    /// True when the report means the gesture is recognised (it takes the input from the gestures
    /// below it); a long press's "pressing" report does not claim.
    var claims: Bool
    var effects: [@MainActor () -> Void]

    func map<T>(_ transform: (Value) -> T) -> GestureOutput<T> {
        GestureOutput<T>(phase: phase, value: value.map(transform), claims: claims, effects: effects)
    }
}

/// Whether a report is a change, a success or a failure.
enum GestureReportPhase {
    case changed
    case ended
    case failed
}

/// One input delivered to a recognizer, with the coordinate spaces of the gesture's view.
struct GestureInput {
    enum Kind {
        case pointer(PointerEvent.Phase)
        case magnify(ContinuousGesturePhase, scale: CGFloat)
        case rotate(ContinuousGesturePhase, angle: Angle)
    }

    var kind: Kind
    /// Where the input is, in window points.
    var windowLocation: CGPoint
    var time: Double
    var space: CoordinateMapper

    /// The input's location in `space` (`.local`: the gesture's view, top-leading origin).
    func location(in coordinateSpace: CoordinateSpace = .local) -> CGPoint {
        space.map(windowLocation, to: coordinateSpace)
    }
}

/// Maps window points into a gesture view's coordinate spaces, as they were when the gesture began
/// (so a view that moves under the pointer while dragged reports steady translations).
struct CoordinateMapper {
    /// Window points → the view's own coordinates (render effects and scroll offsets above it undone).
    var toLocal: ProjectiveTransform = .identity
    /// The view's size (for anchors).
    var localSize: CGSize = .zero
    /// Window points → named coordinate spaces on the path from the window to the view.
    var named: [AnyHashable: ProjectiveTransform] = [:]

    func map(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return point
        case .local: return toLocal.apply(to: point) ?? point
        case .named(let name): return named[name]?.apply(to: point) ?? point
        }
    }
}

/// The arena's view of a recognizer: value types erased.
@MainActor
protocol AnyGestureRecognizer: AnyObject {
    var status: GestureStatus { get }
    /// The time at which the recognizer decides something without input (long press, tap time-outs).
    var deadline: Double? { get }
    func receive(_ input: GestureInput)
    /// Called when the clock reaches `deadline`.
    func fire(at time: Double)
    /// True for discrete gestures (taps, long presses): a scroll view around them that starts
    /// scrolling takes the touch from them. Continuous ones (drags, pinches) keep their turn.
    var yieldsToScrolling: Bool { get }
    /// Fails the recognizer (and everything inside it) unless it is done.
    func cancel()
}

/// Tolerance for comparing clock times with deadlines (a sum of 1/60 s steps is not exact).
let deadlineTolerance = 1e-9

/// The base of every recognizer: it keeps the status and emits outputs to whoever owns it.
@MainActor
class GestureRecognizer<Value>: AnyGestureRecognizer {
    private(set) var status = GestureStatus.possible
    /// Receives the reports (the enclosing recognizer, or the arena).
    var output: ((GestureOutput<Value>) -> Void)?
    /// Effects to attach to the next report (a child's report that produced none of our own).
    private var carried: [@MainActor () -> Void] = []

    init() {}

    var deadline: Double? { nil }
    var yieldsToScrolling: Bool { false }
    func receive(_ input: GestureInput) {}
    func fire(at time: Double) {}

    func cancel() {
        fail()
    }

    final func carry(_ effects: [@MainActor () -> Void]) {
        carried += effects
    }

    final func change(_ value: Value, claims: Bool = true, effects: [@MainActor () -> Void] = []) {
        guard !status.isDone else { return }
        if claims { status = .active }
        emit(GestureOutput(phase: .changed, value: value, claims: claims, effects: effects))
    }

    final func end(_ value: Value, effects: [@MainActor () -> Void] = []) {
        guard !status.isDone else { return }
        status = .ended
        emit(GestureOutput(phase: .ended, value: value, claims: true, effects: effects))
    }

    final func fail(effects: [@MainActor () -> Void] = []) {
        guard !status.isDone else { return }
        status = .failed
        emit(GestureOutput(phase: .failed, value: nil, claims: false, effects: effects))
    }

    /// Re-emits a child's report as this recognizer's.
    final func forward(_ report: GestureOutput<Value>) {
        switch report.phase {
        case .changed:
            if let value = report.value {
                change(value, claims: report.claims, effects: report.effects)
            } else {
                carry(report.effects)
            }
        case .ended:
            if let value = report.value { end(value, effects: report.effects) } else { fail(effects: report.effects) }
        case .failed: fail(effects: report.effects)
        }
    }

    private func emit(_ report: GestureOutput<Value>) {
        var report = report
        if !carried.isEmpty {
            report.effects = carried + report.effects
            carried.removeAll()
        }
        output?(report)
    }
}

/// A recognizer that passes its base's input through and rewrites its reports (map, callbacks).
final class WrappingRecognizer<BaseValue, Value>: GestureRecognizer<Value> {
    let base: GestureRecognizer<BaseValue>

    init(base: GestureRecognizer<BaseValue>, rewrite: @escaping (GestureOutput<BaseValue>) -> GestureOutput<Value>) {
        self.base = base
        super.init()
        base.output = { [unowned self] report in forward(rewrite(report)) }
    }

    override var deadline: Double? { base.deadline }
    override var yieldsToScrolling: Bool { base.yieldsToScrolling }
    override func receive(_ input: GestureInput) { base.receive(input) }
    override func fire(at time: Double) { base.fire(at: time) }

    override func cancel() {
        base.cancel()
        fail()
    }
}

extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat {
        hypot(other.x - x, other.y - y)
    }
}
