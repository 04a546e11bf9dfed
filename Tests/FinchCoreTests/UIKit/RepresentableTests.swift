import Foundation
import Testing

@testable import FinchCore

@MainActor
private final class ControllerLog {
    var made = 0
    var updates: [String] = []
    var dismantled = 0
    var coordinators = 0
}

private final class GreetingController: UIViewController {
    var greeting = ""
    override var _hostedView: AnyView { AnyView(Text(greeting)) }
}

private struct Greeting: UIViewControllerRepresentable {
    let text: String
    let log: ControllerLog

    final class Coordinator {
        let log: ControllerLog
        init(log: ControllerLog) { self.log = log }
    }

    func makeCoordinator() -> Coordinator {
        log.coordinators += 1
        return Coordinator(log: log)
    }

    func makeUIViewController(context: Context) -> GreetingController {
        log.made += 1
        return GreetingController()
    }

    func updateUIViewController(_ controller: GreetingController, context: Context) {
        controller.greeting = text
        log.updates.append(text)
    }

    static func dismantleUIViewController(_ controller: GreetingController, coordinator: Coordinator) {
        MainActor.assumeIsolated { coordinator.log.dismantled += 1 }
    }
}

private struct Host: View {
    let log: ControllerLog
    let probe: Probe<Binding<Int>>
    @State private var step = 0

    var body: some View {
        let _ = (probe.value = $step)
        if step < 2 {
            Greeting(text: "hello \(step)", log: log)
        }
    }
}

@MainActor
@Suite("UIViewControllerRepresentable: made once, updated each evaluation, dismantled when it goes")
struct RepresentableTests {
    @Test func lifecycle() throws {
        let log = ControllerLog()
        let probe = Probe<Binding<Int>>()
        let graph = layout(Host(log: log, probe: probe), in: CGSize(width: 200, height: 50))
        #expect(log.made == 1 && log.coordinators == 1)
        #expect(graph.frames(ofText: "hello 0").count == 1)
        probe.value?.wrappedValue = 1
        graph.layout(in: CGSize(width: 200, height: 50))
        #expect(log.made == 1 && log.coordinators == 1 && log.dismantled == 0)
        #expect(log.updates.last == "hello 1")
        #expect(graph.frames(ofText: "hello 1").count == 1)
        probe.value?.wrappedValue = 2
        graph.layout(in: CGSize(width: 200, height: 50))
        #expect(graph.frames(ofText: "hello 1").isEmpty)
        #expect(log.made == 1 && log.dismantled == 1)
    }
}
