import Foundation
import Observation
import Testing

@testable import FinchCore

@Observable
private final class Lamp {
    var isOn = false
}

private struct LampView: View {
    let lamp: Lamp

    var body: some View { Text(lamp.isOn ? "on" : "off") }
}

private struct PlainRow: View {
    let index: Int

    var body: some View { Text("row \(index)").padding(2) }
}

private struct TitledModifier: ViewModifier {
    func body(content: Content) -> some View { content.padding(1) }
}

/// Observation's change callback is made only for a body that read an `@Observable` property: the
/// many bodies of a long list that read none register nothing (no weak reference to their node, no
/// callback), and a body that read one is still re-evaluated when it changes.
@MainActor
@Suite("Bodies that read nothing observable register no change callback")
struct ObservationRegistrationTests {
    @Test("Twenty plain rows and their modifiers register nothing")
    func plainBodiesRegisterNothing() {
        let before = ObservationTracker.registrationCount
        let graph = layout(
            VStack { ForEach(0..<20, id: \.self) { PlainRow(index: $0).modifier(TitledModifier()) } },
            in: CGSize(width: 300, height: 3000))
        #expect(graph.frames(ofText: "row 19").count == 1)
        #expect(ObservationTracker.registrationCount == before)
    }

    @Test("A body that reads an @Observable property registers once and follows its changes")
    func observedBodyRegisters() {
        let lamp = Lamp()
        let before = ObservationTracker.registrationCount
        let graph = layout(LampView(lamp: lamp), in: CGSize(width: 300, height: 100))
        #expect(ObservationTracker.registrationCount == before + 1)

        lamp.isOn = true
        #expect(graph.needsUpdate)
        graph.layout(in: CGSize(width: 300, height: 100))
        #expect(graph.frames(ofText: "on").count == 1)
        #expect(ObservationTracker.registrationCount == before + 2)
    }
}
