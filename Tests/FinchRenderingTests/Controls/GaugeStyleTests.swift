import Finch
import FinchTesting
import Foundation
import Testing

/// A program's own gauge style: the value as a percentage, bracketed by the bounds labels.
private struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.minimumValueLabel
            Text("at \(Int((configuration.value * 100).rounded()))%")
            configuration.maximumValueLabel
        }
    }
}

/// A battery gauge with every label, at a quarter of its range.
private struct Battery: View {
    var body: some View {
        Gauge(value: 25, in: 0...100) {
            Text("Battery")
        } currentValueLabel: {
            Text("25")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
    }
}

/// Every built-in style beside the others.
private struct AllStyles: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 24) {
                Battery().gaugeStyle(.accessoryCircular)
                Battery().gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 0.6) { Text("CPU") }.gaugeStyle(.accessoryCircularCapacity).tint(.green)
            }
            Battery().gaugeStyle(.accessoryLinear)
            Battery().gaugeStyle(.accessoryLinearCapacity)
            Battery().gaugeStyle(.linearCapacity)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite("Gauge styles: the accessory rings and bars, and a program's own")
struct GaugeStyleTests {
    static let size = CGSize(width: 320, height: 300)

    @Test("The built-in styles, side by side")
    func looks() {
        let window = TestWindow(size: Self.size) { AllStyles() }
        assertSnapshot(png: window.pngData())
    }

    @Test("A ring is 58 pt across with the current value in its middle; without one, the label is there")
    func ringLayout() throws {
        let window = TestWindow(size: Self.size) {
            VStack(spacing: 0) {
                Battery().gaugeStyle(.accessoryCircular)
                Gauge(value: 0.6) { Text("CPU") }.gaugeStyle(.accessoryCircularCapacity)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let value = try #require(window.frames(ofText: "25").first)
        #expect(abs(value.midX - 29) <= 0.5 && abs(value.midY - 29) <= 0.5)
        let cpu = try #require(window.frames(ofText: "CPU").first)
        #expect(abs(cpu.midX - 29) <= 0.5 && abs(cpu.midY - 58 - 29) <= 0.5)
        // The open ring shows its bounds under its ends; the title is the current value's to replace.
        #expect(window.frames(ofText: "0").count == 1 && window.frames(ofText: "100").count == 1)
        #expect(window.frames(ofText: "Battery").isEmpty)
    }

    @Test("The capacity ring fills clockwise from the top to the value's place")
    func capacityRingFill() {
        func ring(_ value: Double) -> Set<String> {
            let window = TestWindow(size: CGSize(width: 58, height: 58)) {
                Gauge(value: value) { Text("") }.gaugeStyle(.accessoryCircularCapacity)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            return Set(window.displayList.dump().split(separator: "\n").map(String.init))
        }
        // A quarter and three quarters draw different arcs; the track is the same in both.
        #expect(ring(0.25) != ring(0.75))
        #expect(!ring(0.25).intersection(ring(0.75)).isEmpty)
    }

    @Test("A program's style is given the value's place in the range and the labels")
    func programStyle() throws {
        let window = TestWindow(size: Self.size) { Battery().gaugeStyle(PercentGaugeStyle()) }
        #expect(window.frames(ofText: "at 25%").count == 1)
        let zero = try #require(window.frames(ofText: "0").first)
        let hundred = try #require(window.frames(ofText: "100").first)
        #expect(zero.maxX < hundred.minX)
        #expect(window.frames(ofText: "Battery").isEmpty)
    }

    @Test(".linearCapacity and .automatic are the default look")
    func defaultIsLinearCapacity() {
        let plain = TestWindow(size: Self.size) { Battery().padding(16) }.pngData()
        let linear = TestWindow(size: Self.size) { Battery().padding(16).gaugeStyle(.linearCapacity) }.pngData()
        let automatic = TestWindow(size: Self.size) { Battery().padding(16).gaugeStyle(.automatic) }.pngData()
        #expect(plain == linear)
        #expect(plain == automatic)
    }
}
