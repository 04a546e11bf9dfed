import Finch
import FinchCairo
import FinchTesting
import Foundation
import Testing

/// A style that writes the percentage and shows the labels it was given.
private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            if let fraction = configuration.fractionCompleted {
                Text("\(Int((fraction * 100).rounded()))%")
            } else {
                Text("unknown")
            }
            configuration.currentValueLabel
        }
    }
}

/// A style that frames the style outside it: `ProgressView(configuration)` in a red border.
private struct FramedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(4).border(Color(red: 1, green: 0, blue: 0), width: 2)
    }
}

/// A style reading the environment where the progress view is.
private struct SizeAwareStyle: ProgressViewStyle {
    @Environment(\.controlSize) private var controlSize

    func makeBody(configuration: Configuration) -> some View {
        Text(controlSize == .large ? "large" : "regular")
    }
}

@MainActor
@Suite("ProgressViewStyle: .linear, .circular and custom styles through .progressViewStyle")
struct ProgressViewStyleTests {
    func graph<V: View>(_ view: V) -> ViewGraph {
        ViewGraph(root: view, services: CairoBackend.shared.services)
    }

    @Test("A custom style gets the fraction, the label and the current value label")
    func customStyle() {
        let window = TestWindow(size: CGSize(width: 200, height: 160)) {
            VStack {
                ProgressView(value: 3, total: 10) {
                    Text("Copying")
                } currentValueLabel: {
                    Text("3 of 10")
                }
                ProgressView()
            }
            .progressViewStyle(PercentStyle())
        }
        #expect(window.frames(ofText: "30%").count == 1)
        #expect(window.frames(ofText: "Copying").count == 1)
        #expect(window.frames(ofText: "3 of 10").count == 1)
        #expect(window.frames(ofText: "unknown").count == 1)
    }

    @Test("A style's own @Environment reads where the progress view is")
    func styleEnvironment() {
        let window = TestWindow(size: CGSize(width: 200, height: 60)) {
            ProgressView().progressViewStyle(SizeAwareStyle()).controlSize(.large)
        }
        #expect(window.frames(ofText: "large").count == 1)
    }

    @Test("Circular draws iOS's spinner even for a known fraction; linear a 4-pt bar even when indeterminate")
    func builtIns() {
        let circular = graph(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(circular.sizeThatFits(.unspecified) == CGSize(width: 20, height: 20))
        let spinning = TestWindow(size: CGSize(width: 40, height: 40)) {
            ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle())
        }
        #expect(spinning.needsFrame)
        let linear = graph(ProgressView().progressViewStyle(LinearProgressViewStyle()))
        #expect(linear.sizeThatFits(ProposedViewSize(width: 200, height: 100)) == CGSize(width: 200, height: 4))
        let automatic = graph(ProgressView(value: 0.5).progressViewStyle(.automatic))
        #expect(automatic.sizeThatFits(ProposedViewSize(width: 200, height: 100)) == CGSize(width: 200, height: 4))
    }

    @Test("ProgressView(configuration) inside a style is drawn by the style outside it")
    func decoratesOuterStyle() {
        let window = TestWindow(size: CGSize(width: 200, height: 60)) {
            ProgressView(value: 0.25).progressViewStyle(FramedStyle()).progressViewStyle(PercentStyle())
        }
        #expect(window.frames(ofText: "25%").count == 1)
        #expect(window.displayList.dump().contains("#ff0000"))
    }

    @Test("Linear, circular, tinted and custom looks")
    func gallery() {
        let view = VStack(spacing: 16) {
            ProgressView("Linear", value: 0.4).progressViewStyle(.linear)
            ProgressView("Tinted", value: 0.7).progressViewStyle(.linear).tint(.green)
            ProgressView("Circular", value: 0.4).progressViewStyle(.circular)
            ProgressView(value: 0.6).progressViewStyle(FramedStyle())
        }
        .padding(10)
        let window = TestWindow(size: CGSize(width: 220, height: 200)) { view }
        assertSnapshot(png: window.pngData())
    }
}
