import SwiftUI
import Testing

@MainActor
@Suite("sensoryFeedback and the UIKit feedback generators are accepted and do nothing on a desktop")
struct SensoryFeedbackTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Add \(count)") { count += 1 }
                .sensoryFeedback(.increase, trigger: count)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in new > old }
                .sensoryFeedback(trigger: count) { _, _ in .success }
                .sensoryFeedback(trigger: count) { .selection }
        }
    }

    @Test("The modifiers return the view itself (no node, no cost)")
    func modifiersAreFree() {
        let view = Text("a").sensoryFeedback(.success, trigger: 1)
        #expect(type(of: view) == Text.self)
        _ = Counter().body
        #expect(SensoryFeedback.impact(flexibility: .soft) != SensoryFeedback.impact(weight: .light))
    }

    @Test("UIKit's generators prepare and fire without effect")
    func generators() {
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
    }
}
