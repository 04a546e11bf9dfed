import Combine
import Foundation
import Testing

@testable import FinchCore

/// A bar whose width changes inside the content and whose opacity changes in the scoped body.
private struct Scoped: View {
    let probe: Probe<Binding<Bool>>
    @State private var on = false

    var body: some View {
        let _ = (probe.value = $on)
        Color.red.frame(width: on ? 40 : 20, height: 10)
            .animation(.linear(duration: 1)) { content in
                content.opacity(on ? 0.5 : 1)
            }
            .contentTransition(.numericText())
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Counts a timer's ticks.
private struct Ticker: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
        Text("ticks \(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
    }
}

@MainActor
@Suite("animation(_:body:) scopes an animation; a timer publisher ticks on the graph's clock")
struct ScopedAnimationTests {
    let size = CGSize(width: 200, height: 100)

    @Test("The body's modifiers animate; the content's own change does not")
    func scoped() throws {
        let probe = Probe<Binding<Bool>>()
        let graph = layout(Scoped(probe: probe), in: size)
        probe.value?.wrappedValue = true
        graph.frame(at: 0.5, in: size)
        #expect(drawnRects(of: .red, in: graph).first?.width == 40)
        let opacity = try #require(drawnOpacity(of: .red, in: graph))
        #expect(abs(opacity - 0.75) < 1e-6)
    }

    @Test("onReceive of Timer.publish(…).autoconnect() ticks every interval of the virtual clock")
    func timerTicks() {
        let graph = layout(Ticker(), in: size)
        #expect(graph.frames(ofText: "ticks 0").count == 1)
        var time = 0.0
        while time < 3.5 {
            time += 1.0 / 60
            graph.frame(at: time, in: size)
        }
        #expect(graph.frames(ofText: "ticks 3").count == 1)
    }

    @Test("A timer publisher's subscription and connection are cancellable outside a view")
    func publisherCancels() {
        let publisher = Timer.publish(every: 60, on: .main, in: .common).autoconnect()
        var received = 0
        let subscription = publisher.sink { _ in received += 1 }
        subscription.cancel()
        #expect(received == 0)
    }
}
