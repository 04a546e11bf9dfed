import Finch
import FinchTesting
import Foundation
import Testing

/// A battery gauge with every label, and a bare one, in a padded column.
private struct Gauges: View {
    var level = 25.0

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Gauge(value: level, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(level))%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            Gauge(value: 0.5) { Text("Half") }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("Gauge: iOS's linear capacity bar with its labels")
struct GaugeTests {
    static let size = CGSize(width: 320, height: 200)

    /// The 4-pt capsules drawn (each bar's track, then its fill when it has one), top to bottom.
    private func capsules(_ window: TestWindow) throws -> [CGRect] {
        let pattern = try Regex(#"fill \(([\d.]+),([\d.]+),([\d.]+),4\)"#)
        let rects = window.displayList.dump().split(separator: "\n").compactMap { line -> CGRect? in
            guard let match = line.firstMatch(of: pattern) else { return nil }
            let numbers = (1...3).compactMap { Double(match.output[$0].substring ?? "") }
            guard numbers.count == 3 else { return nil }
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: 4)
        }
        return rects
    }

    @Test("The bar is filled to the value's place in the range, between the bounds labels")
    func fill() throws {
        let window = TestWindow(size: Self.size) { Gauges() }
        let bars = try capsules(window)
        try #require(bars.count == 4)
        let (track, fill) = (bars[0], bars[1])
        #expect(abs(fill.width - track.width * 0.25) <= 0.5)
        #expect(fill.minX == track.minX)
        // The bounds labels flank the bar, 8 pt away; the title is above it, the value below.
        let zero = try #require(window.frames(ofText: "0").first)
        let hundred = try #require(window.frames(ofText: "100").first)
        #expect(abs(track.minX - zero.maxX - 8) <= 1)
        #expect(abs(hundred.minX - track.maxX - 8) <= 1)
        #expect(zero.minX == 16 && hundred.maxX == 304)
        let title = try #require(window.frames(ofText: "Battery").first)
        let value = try #require(window.frames(ofText: "25%").first)
        #expect(title.maxY <= track.minY && value.minY >= track.maxY)
        // Without bounds labels the bar spans the width, here half filled.
        let (bare, half) = (bars[2], bars[3])
        #expect(bare.minX == 16 && bare.width == 288)
        #expect(half.width == 144)
        assertSnapshot(png: window.pngData())
    }

    @Test("Values outside the range fill to the nearer end; an empty range or NaN fills nothing")
    func clamping() throws {
        func widths(_ value: Double, in bounds: ClosedRange<Double>) throws -> [CGFloat] {
            let window = TestWindow(size: Self.size) {
                Gauge(value: value, in: bounds) { Text("Level") }.padding(16)
            }
            // An empty fill is a zero-wide capsule, which draws nothing.
            return try capsules(window).map(\.width).filter { $0 > 0 }
        }
        #expect(try widths(150, in: 0...100) == [288, 288])
        #expect(try widths(30, in: 20...40) == [288, 144])
        // Nothing to fill: the track alone.
        #expect(try widths(-5, in: 0...100) == [288])
        #expect(try widths(3, in: 3...3) == [288])
        #expect(try widths(.nan, in: 0...1) == [288])
    }
}
