import Foundation

/// A slider's value as a `Double` within its bounds, whatever floating-point type the binding holds.
@MainActor
struct SliderValue {
    let get: @MainActor () -> Double
    let set: @MainActor (Double) -> Void
    let lowerBound: Double
    let upperBound: Double
    let step: Double?

    init<V: BinaryFloatingPoint>(_ binding: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?)
    where V.Stride: BinaryFloatingPoint {
        get = { Double(binding.wrappedValue) }
        set = { binding.wrappedValue = V($0) }
        let lower = Double(bounds.lowerBound)
        let upper = Double(bounds.upperBound)
        // Bounds that are not numbers make an empty range at 0 rather than a slider that never settles.
        lowerBound = lower.isFinite ? lower : 0
        upperBound = upper.isFinite ? max(upper, lowerBound) : lowerBound
        let stride = step.map { Double($0) }
        self.step = stride.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    var span: Double { upperBound - lowerBound }

    /// Where the value sits along the track, 0...1 (0 for an empty range or a value that is not a number).
    var fraction: Double {
        let current = get()
        guard span > 0, current.isFinite else { return 0 }
        return min(max((current - lowerBound) / span, 0), 1)
    }

    /// `candidate` snapped to the nearest step from the lower bound, then kept within the bounds.
    func constrained(_ candidate: Double) -> Double {
        guard candidate.isFinite else { return lowerBound }
        var result = candidate
        if let step { result = lowerBound + ((result - lowerBound) / step).rounded() * step }
        return min(max(result, lowerBound), upperBound)
    }

    /// How far one arrow key moves the value: a step, or a tenth of the range.
    var keyIncrement: Double { step ?? span / 10 }
}
