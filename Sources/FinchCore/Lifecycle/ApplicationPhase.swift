import Foundation

/// The app's phase across its windows, and UIKit's life-cycle notifications posted as it changes, so code
/// that observes `UIApplication.willResignActiveNotification` and the others (a learner's timer pausing in
/// the background) is told as on an iPhone.
///
/// The app is `.active` while one of its windows is, else `.inactive` while one is shown, else in the
/// `.background` (every window minimised, or none left). Each change posts on `NotificationCenter.default`
/// what UIKit posts for it, in UIKit's order: active → inactive `willResignActive`; inactive → background
/// `didEnterBackground`; background → inactive `willEnterForeground`; inactive → active `didBecomeActive`;
/// a jump over `.inactive` posts both of its steps; the app's end (`terminate()`) posts `willTerminate`. The first phase is a launch: nothing is posted for
/// reaching `.inactive`, and `didBecomeActive` for reaching `.active` (UIKit posts no
/// `willEnterForeground` at launch). The names are UIKit's raw values (`UIApplication`'s names in the
/// `UIKit` module are the same notifications). Hosts report each window's phase (`update`) and its closing
/// (`remove`).
@MainActor
package final class ApplicationPhase {
    /// The app's one tracker, fed by every window of the process.
    package static let shared = ApplicationPhase()

    /// UIKit's names for the life-cycle notifications, by their raw values.
    package enum Names {
        package static let didBecomeActive = Notification.Name("UIApplicationDidBecomeActiveNotification")
        package static let willResignActive = Notification.Name("UIApplicationWillResignActiveNotification")
        package static let didEnterBackground = Notification.Name("UIApplicationDidEnterBackgroundNotification")
        package static let willEnterForeground = Notification.Name("UIApplicationWillEnterForegroundNotification")
        package static let willTerminate = Notification.Name("UIApplicationWillTerminateNotification")
    }

    private var windows: [ObjectIdentifier: ScenePhase] = [:]
    private var hasTerminated = false
    /// The app's phase (nil before any window reported one).
    package private(set) var phase: ScenePhase?
    private let center: NotificationCenter

    /// A tracker posting on `center` (tests give their own).
    package init(center: NotificationCenter = .default) {
        self.center = center
    }

    /// `window` is now in `phase`.
    package func update(window: ObjectIdentifier, phase: ScenePhase) {
        windows[window] = phase
        recompute()
    }

    /// `window` closed.
    package func remove(window: ObjectIdentifier) {
        guard windows.removeValue(forKey: window) != nil else { return }
        recompute()
    }

    /// The app is ending (its main loop returned: the last window closed, Ctrl+Q, a termination signal):
    /// posts the steps down to the background still owed (a quit while a window was shown), then
    /// `willTerminate`, as UIKit tells an app it is about to end. Once; later window reports post nothing.
    package func terminate() {
        guard !hasTerminated else { return }
        hasTerminated = true
        if let previous = phase, previous != .background {
            phase = .background
            for name in Self.steps(from: previous, to: .background) { post(name) }
        }
        post(Names.willTerminate)
        StandardDefaultsAutosave.shared?.saveIfChanged()
    }

    private func recompute() {
        guard !hasTerminated else { return }
        let next = windows.values.max() ?? .background
        guard let previous = phase else {
            phase = next
            if next == .active { post(Names.didBecomeActive) }
            return
        }
        guard next != previous else { return }
        phase = next
        for name in Self.steps(from: previous, to: next) { post(name) }
        // iOS has written `UserDefaults` by the time an app leaves the foreground.
        if next != .active { StandardDefaultsAutosave.shared?.saveIfChanged() }
    }

    /// What UIKit posts going from `old` to `new`, through `.inactive` when it jumps over it.
    static func steps(from old: ScenePhase, to new: ScenePhase) -> [Notification.Name] {
        switch (old, new) {
        case (.active, .inactive): [Names.willResignActive]
        case (.inactive, .background): [Names.didEnterBackground]
        case (.background, .inactive): [Names.willEnterForeground]
        case (.inactive, .active): [Names.didBecomeActive]
        case (.active, .background): [Names.willResignActive, Names.didEnterBackground]
        case (.background, .active): [Names.willEnterForeground, Names.didBecomeActive]
        default: []
        }
    }

    private func post(_ name: Notification.Name) {
        center.post(name: name, object: nil)
    }
}
