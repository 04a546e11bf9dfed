import Finch

/// One observation's capsule: as tall as its range is of the whole, raised by where it starts.
struct GraphCapsule: View, Equatable {
    var index: Int
    var color: Color
    var height: CGFloat
    var range: Range<Double>
    var overallRange: Range<Double>

    var heightRatio: CGFloat {
        let overall = magnitude(of: overallRange)
        guard overall > 0 else { return 0 }
        return max(CGFloat(magnitude(of: range) / overall), 0.15)
    }

    var offsetRatio: CGFloat {
        let overall = magnitude(of: overallRange)
        guard overall > 0 else { return 0 }
        return CGFloat((range.lowerBound - overallRange.lowerBound) / overall)
    }

    var body: some View {
        Capsule()
            .fill(color)
            .frame(height: height * heightRatio)
            .offset(x: 0, y: height * -offsetRatio)
    }
}
