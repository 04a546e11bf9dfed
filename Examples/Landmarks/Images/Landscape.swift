import Finch

/// What a landmark's picture shows: the kind of scene and the numbers that make it its own.
struct Landscape {
    enum Kind {
        case lake, river, mountain, desert
    }

    var kind: Kind
    /// Seeds the ridges, trees and river bends, so each picture differs and redraws the same.
    var seed: UInt64
    /// 0 (dawn, warm) to 1 (midday, blue).
    var daylight: Double
}

/// A small deterministic generator: the pictures must come out the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Double(value >> 11) / Double(1 << 53)
    }

    mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * next()
    }
}

/// A ridge line across the picture: random heights joined by straight runs, closed at the bottom.
struct Ridge: Shape {
    var seed: UInt64
    var base: Double
    var height: Double
    var peaks: Int

    func path(in rect: CGRect) -> Path {
        var random = SplitMix(seed: seed)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        let steps = peaks * 2
        for step in 0...steps {
            let x = rect.minX + rect.width * CGFloat(step) / CGFloat(steps)
            let isPeak = step % 2 == 1
            let lift = isPeak ? random.next(in: 0.6...1.0) : random.next(in: 0.1...0.45)
            let y = rect.minY + rect.height * CGFloat(base - height * lift)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A river winding from the bottom of the picture to a point on the horizon.
struct River: Shape {
    var seed: UInt64
    var horizon: Double

    func path(in rect: CGRect) -> Path {
        var random = SplitMix(seed: seed)
        let top = rect.minY + rect.height * CGFloat(horizon)
        let topX = rect.minX + rect.width * CGFloat(random.next(in: 0.35...0.65))
        let bend = rect.width * CGFloat(random.next(in: 0.2...0.35))
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.15, y: rect.maxY))
        path.addCurve(
            to: CGPoint(x: topX - 3, y: top),
            control1: CGPoint(x: rect.midX + bend, y: rect.maxY - rect.height * 0.2),
            control2: CGPoint(x: rect.midX - bend, y: top + rect.height * 0.15))
        path.addLine(to: CGPoint(x: topX + 3, y: top))
        path.addCurve(
            to: CGPoint(x: rect.minX + rect.width * 0.7, y: rect.maxY),
            control1: CGPoint(x: rect.midX - bend * 0.6, y: top + rect.height * 0.15),
            control2: CGPoint(x: rect.midX + bend * 1.6, y: rect.maxY - rect.height * 0.2))
        path.closeSubpath()
        return path
    }
}

/// Dark spruce trees along a line, each a stack of two triangles.
struct Trees: Shape {
    var seed: UInt64
    var line: Double
    var count: Int

    func path(in rect: CGRect) -> Path {
        var random = SplitMix(seed: seed)
        var path = Path()
        for _ in 0..<count {
            let x = rect.minX + rect.width * CGFloat(random.next())
            let height = rect.height * CGFloat(random.next(in: 0.05...0.12))
            let bottom = rect.minY + rect.height * CGFloat(line + random.next(in: 0...0.03))
            for tier in 0..<2 {
                let tierBottom = bottom - height * 0.4 * CGFloat(tier)
                let width = height * (0.45 - 0.12 * CGFloat(tier))
                path.move(to: CGPoint(x: x - width / 2, y: tierBottom))
                path.addLine(to: CGPoint(x: x, y: tierBottom - height * 0.7))
                path.addLine(to: CGPoint(x: x + width / 2, y: tierBottom))
                path.closeSubpath()
            }
        }
        return path
    }
}

/// The top part of a rectangle, down to `fraction` of its height (where the snow line is).
struct TopBand: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height * CGFloat(fraction)))
    }
}
