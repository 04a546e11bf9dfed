import Foundation
import Testing

@testable import FinchCore

/// The app's phase across its windows posts UIKit's life-cycle notifications in UIKit's order.
@MainActor
@Suite("The app's phase follows its windows and posts UIKit's life-cycle notifications")
struct ApplicationPhaseTests {
    /// What a private notification centre saw, by the notifications' names' raw values.
    @MainActor
    private final class Recorder {
        var names: [String] = []
        private var tokens: [any NSObjectProtocol] = []

        init(_ center: NotificationCenter) {
            let watched = [
                ApplicationPhase.Names.didBecomeActive, ApplicationPhase.Names.willResignActive,
                ApplicationPhase.Names.didEnterBackground, ApplicationPhase.Names.willEnterForeground,
                ApplicationPhase.Names.willTerminate,
            ]
            for name in watched {
                tokens.append(
                    center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                        let raw = note.name.rawValue
                        MainActor.assumeIsolated { self?.names.append(raw) }
                    })
            }
        }

        /// The names seen since the last call, without UIKit's prefix and suffix.
        func take() -> [String] {
            defer { names = [] }
            return names.map {
                String($0.dropFirst("UIApplication".count).dropLast("Notification".count))
            }
        }
    }

    private final class Window {}

    @Test("A launch into the focus posts didBecomeActive alone; focus, minimising and coming back post UIKit's steps")
    func oneWindow() {
        let center = NotificationCenter()
        let recorder = Recorder(center)
        let phase = ApplicationPhase(center: center)
        let window = ObjectIdentifier(Window.self)
        phase.update(window: window, phase: .active)
        #expect(recorder.take() == ["DidBecomeActive"])
        phase.update(window: window, phase: .active)
        #expect(recorder.take().isEmpty)
        phase.update(window: window, phase: .inactive)
        #expect(recorder.take() == ["WillResignActive"])
        phase.update(window: window, phase: .background)
        #expect(recorder.take() == ["DidEnterBackground"])
        phase.update(window: window, phase: .active)
        #expect(recorder.take() == ["WillEnterForeground", "DidBecomeActive"])
        phase.update(window: window, phase: .background)
        #expect(recorder.take() == ["WillResignActive", "DidEnterBackground"])
        phase.update(window: window, phase: .inactive)
        #expect(recorder.take() == ["WillEnterForeground"])
        phase.remove(window: window)
        #expect(recorder.take() == ["DidEnterBackground"])
        #expect(phase.phase == .background)
    }

    @Test("The app is active while any window is: focus moving between its windows posts nothing")
    func severalWindows() {
        let center = NotificationCenter()
        let recorder = Recorder(center)
        let phase = ApplicationPhase(center: center)
        final class Other {}
        let first = ObjectIdentifier(Window.self)
        let second = ObjectIdentifier(Other.self)
        // Launched without the focus: nothing until a window takes it.
        phase.update(window: first, phase: .inactive)
        #expect(recorder.take().isEmpty)
        phase.update(window: first, phase: .active)
        #expect(recorder.take() == ["DidBecomeActive"])
        phase.update(window: second, phase: .active)
        phase.update(window: first, phase: .inactive)
        #expect(recorder.take().isEmpty)
        phase.update(window: first, phase: .background)
        #expect(recorder.take().isEmpty)
        phase.remove(window: second)
        #expect(recorder.take() == ["WillResignActive", "DidEnterBackground"])
    }

    @Test("The app's end posts willTerminate once, after the steps to the background a shown window still owes")
    func termination() {
        let center = NotificationCenter()
        let recorder = Recorder(center)
        let phase = ApplicationPhase(center: center)
        let window = ObjectIdentifier(Window.self)
        phase.update(window: window, phase: .active)
        #expect(recorder.take() == ["DidBecomeActive"])
        // Ctrl+Q with the window focused.
        phase.terminate()
        #expect(recorder.take() == ["WillResignActive", "DidEnterBackground", "WillTerminate"])
        phase.terminate()
        phase.remove(window: window)
        #expect(recorder.take().isEmpty)
        // The last window closed first: only willTerminate is left to post.
        let other = ApplicationPhase(center: center)
        other.update(window: window, phase: .inactive)
        other.remove(window: window)
        #expect(recorder.take() == ["DidEnterBackground"])
        other.terminate()
        #expect(recorder.take() == ["WillTerminate"])
    }
}
