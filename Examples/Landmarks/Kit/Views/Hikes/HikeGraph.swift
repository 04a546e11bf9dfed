import Finch

extension Animation {
    /// A bouncy spring, each capsule starting a little after the one before it.
    static func ripple(index: Int) -> Animation {
        Animation.spring(dampingFraction: 0.5)
            .speed(2)
            .delay(0.03 * Double(index))
    }
}

/// One measurement of a hike drawn as a capsule per observation, scaled to the hike's whole range.
struct HikeGraph: View {
    var hike: Hike
    var path: KeyPath<Hike.Observation, Range<Double>>

    var color: Color {
        switch path {
        case \.elevation: return .gray
        case \.heartRate: return Color(hue: 0, saturation: 0.5, brightness: 0.7)
        case \.pace: return Color(hue: 0.7, saturation: 0.4, brightness: 0.7)
        default: return .black
        }
    }

    var body: some View {
        let data = hike.observations
        let ranges = data.map { $0[keyPath: path] }
        let overallRange = rangeOfRanges(ranges)
        // The tallest capsule reaches the top: the graph is stretched to the largest observation.
        let maxMagnitude = ranges.map(magnitude(of:)).max() ?? 0
        let overall = magnitude(of: overallRange)
        let heightRatio = overall > 0 ? 1 - CGFloat(maxMagnitude / overall) : 0

        return GeometryReader { proxy in
            HStack(alignment: .bottom, spacing: proxy.size.width / 120) {
                ForEach(Array(data.enumerated()), id: \.offset) { index, observation in
                    GraphCapsule(
                        index: index,
                        color: color,
                        height: proxy.size.height,
                        range: observation[keyPath: path],
                        overallRange: overallRange
                    )
                    .animation(.ripple(index: index))
                }
                .offset(x: 0, y: proxy.size.height * heightRatio)
            }
        }
    }
}

/// The smallest range holding all of `ranges` (an empty range at 0 when there are none).
func rangeOfRanges<C: Collection>(_ ranges: C) -> Range<Double> where C.Element == Range<Double> {
    guard let first = ranges.first else { return 0..<0 }
    var low = first.lowerBound
    var high = first.upperBound
    for range in ranges {
        low = min(low, range.lowerBound)
        high = max(high, range.upperBound)
    }
    return low..<high
}

func magnitude(of range: Range<Double>) -> Double {
    range.upperBound - range.lowerBound
}
