// Lecture 6's animatable `Pie` (seed 003), from the Memorize app, where it is typed as the seed shows it.

import Finch
import FinchTesting
import Testing

@testable import MemorizeGame

@MainActor
@Suite struct PieTests {
    @Test("The animatable Pie fills the large slice from 12 o'clock to 20° with clockwise: true")
    func rendersPie() {
        let pie = Pie(startAngle: .degrees(-90), endAngle: .degrees(20), clockwise: true)
            .fill(Color.orange)
        assertSnapshot(of: pie, size: CGSize(width: 100, height: 100))
    }

    @Test("Pie's animatableData is its start and end angle in radians, and setting it round-trips")
    func animatableDataRoundTrips() {
        var pie = Pie(startAngle: .degrees(-90), endAngle: .degrees(20), clockwise: true)
        #expect(abs(pie.animatableData.first - -Double.pi / 2) < 1e-12)
        #expect(abs(pie.animatableData.second - 20 * Double.pi / 180) < 1e-12)
        pie.animatableData = AnimatablePair(0.25, -1.5)
        #expect(pie.startAngle == .radians(0.25))
        #expect(pie.endAngle == .radians(-1.5))
        #expect(pie.animatableData == AnimatablePair(0.25, -1.5))
    }
}
