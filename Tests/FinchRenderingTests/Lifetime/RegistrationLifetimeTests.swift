import Finch
import FinchTesting
import Foundation
import Testing

@testable import FinchCore

/// Graph-wide registrations (the back keys' navigation stacks, the keyboard shortcuts' controls) go
/// when their view's node unmounts, with everything their closures hold, without waiting for a key.
@MainActor
@Suite("Registrations with the graph end when their views leave the tree")
struct RegistrationLifetimeTests {
    /// Something a view's closure holds: the test watches it go through a weak reference.
    private final class Model {
        var saves = 0
    }

    /// Hands values from inside a view's body to the test.
    private final class Probe {
        var shown: Binding<Bool>?
        weak var controller: NavigationController?
        weak var model: Model?
    }

    /// Reads the navigation controller of the stack it is in.
    private struct ControllerReader: View {
        let probe: Probe
        @Environment(\.navigationController) private var controller

        var body: some View {
            let _ = (probe.controller = controller)
            Text("Page")
        }
    }

    private struct StackShown: View {
        let probe: Probe
        @State private var shown = true

        var body: some View {
            let _ = (probe.shown = $shown)
            VStack {
                Text("Always here")
                if shown { NavigationStack { ControllerReader(probe: probe) } }
            }
        }
    }

    /// A button whose action holds a model only this view keeps.
    private struct SaveButton: View {
        let probe: Probe
        @State private var model = Model()

        var body: some View {
            let _ = (probe.model = model)
            Button("Save") { [model] in model.saves += 1 }.keyboardShortcut("s")
        }
    }

    private struct ShortcutShown: View {
        let probe: Probe
        @State private var shown = true

        var body: some View {
            let _ = (probe.shown = $shown)
            VStack {
                Text("Always here")
                if shown { SaveButton(probe: probe) }
            }
        }
    }

    /// The stack's controller was held by the back-key closure and by the stack's title reader
    /// (`onPreferenceChange`), both until the next key press or preference change.
    @Test("A closed navigation stack leaves the back-key registry empty and its controller freed")
    func closedStackUnregisters() throws {
        let probe = Probe()
        let window = TestWindow(size: CGSize(width: 300, height: 400)) { StackShown(probe: probe) }
        #expect(window.graph.backKeys.count == 1)
        #expect(probe.controller != nil)
        try #require(probe.shown).wrappedValue = false
        window.advance(by: 1)
        #expect(window.graph.backKeys.count == 0)
        #expect(probe.controller == nil)
        // The probe's binding holds the view's state storage; let go of it before the census is checked.
        probe.shown = nil
        try window.close()
    }

    @Test("A removed control leaves the shortcut registry empty and its action's captures freed")
    func removedControlUnregisters() throws {
        let probe = Probe()
        let window = TestWindow(size: CGSize(width: 300, height: 400)) { ShortcutShown(probe: probe) }
        #expect(window.graph.keyboardShortcuts.count == 1)
        // Ctrl+S (`.command` is Ctrl on Linux) reaches the action, which holds the model.
        #expect(window.pressKey(0x73, modifiers: .control))
        #expect(probe.model?.saves == 1)
        try #require(probe.shown).wrappedValue = false
        window.advance(by: 1)
        #expect(window.graph.keyboardShortcuts.count == 0)
        #expect(probe.model == nil)
        probe.shown = nil
        try window.close()
    }
}
