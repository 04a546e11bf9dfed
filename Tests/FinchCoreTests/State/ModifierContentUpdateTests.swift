import Foundation
import Testing

@testable import FinchCore

/// A modifier whose own values never change and whose body wraps the content in other views.
private struct Framing: ViewModifier {
    func body(content: Content) -> some View {
        ZStack {
            Group { content }.opacity(1)
        }
    }
}

private struct FramedCounter: View {
    let probe: Probe<Binding<Int>>
    @State private var count = 0

    var body: some View {
        let _ = (probe.value = $count)
        Text("count \(count)").modifier(Framing())
    }
}

@MainActor
@Suite("A custom modifier's content is built again when it changes")
struct ModifierContentUpdateTests {
    @Test("Changed content inside an unchanged modifier's Group and opacity is drawn")
    func contentChangesThroughUnchangedModifier() throws {
        let probe = Probe<Binding<Int>>()
        let graph = layout(FramedCounter(probe: probe), in: CGSize(width: 200, height: 50))
        #expect(graph.frames(ofText: "count 0").count == 1)
        try #require(probe.value).wrappedValue = 3
        graph.layout(in: CGSize(width: 200, height: 50))
        #expect(graph.frames(ofText: "count 3").count == 1)
        #expect(graph.frames(ofText: "count 0").isEmpty)
    }
}
