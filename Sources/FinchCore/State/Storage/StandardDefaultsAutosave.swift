import Foundation

/// Keeps `UserDefaults.standard` on disk as iOS does, without the app asking.
///
/// On iOS a value set in `UserDefaults` (through `@AppStorage` or straight) is written to disk soon after,
/// and at the latest when the app leaves the foreground or ends. Linux's Foundation writes a domain only
/// when asked (`synchronize()`), and then in place, not atomically: an app written for an iPhone lost
/// everything it kept there at each quit. A real window's app installs `shared` (`install()`); then a
/// write through `@AppStorage`, and any frame that applies changes (a tap or a key whose action may have
/// written straight to `UserDefaults.standard`; not frames that only animate), asks for a check `delay` seconds later, coalesced into one; the check, and
/// every change of the app's phase (a window losing focus, minimised, the app ending), writes the domain's
/// file atomically (`saveDomainAtomically`) if its values changed since the last write. A failed write
/// keeps the values in memory and the old file whole, says why once per kind of failure, and is tried
/// again at the next check. Headless runs and tests install none, so they never write the user's
/// config folder; tests make their own with a folder and a scheduler of theirs.
@MainActor
package final class StandardDefaultsAutosave {
    /// The running app's autosave, nil until a real window's app installs it.
    package private(set) static var shared: StandardDefaultsAutosave?

    /// Installs the app's autosave of `UserDefaults.standard` in its config folder, once.
    package static func install() {
        guard shared == nil else { return }
        shared = StandardDefaultsAutosave()
    }

    /// Makes `autosave` the app's (a test's, with its own folder and scheduler; nil removes it).
    package static func replaceShared(with autosave: StandardDefaultsAutosave?) {
        shared = autosave
    }

    /// How a check is put off: after `delay` seconds on the main queue, or as a test schedules it.
    package typealias Scheduler = @MainActor (_ delay: Double, _ check: @escaping @MainActor () -> Void) -> Void

    private let defaults: UserDefaults
    private let domain: String
    private let folder: URL
    private let delay: Double
    private let schedule: Scheduler
    private var checkPending = false
    /// The values last written (at first, those the domain had when the autosave was made: its file's), so
    /// an unchanged domain is not written again.
    private var saved: Data?
    private var reportedFailure: String?

    /// An autosave of `defaults` (`.standard` unless a test gives a suite) as `domain` in `folder`.
    package init(
        defaults: UserDefaults = .standard, domain: String = UserDefaults.applicationDomain,
        folder: URL = UserDefaults.preferencesFolder, delay: Double = 1,
        schedule: @escaping Scheduler = StandardDefaultsAutosave.onMainQueue
    ) {
        self.defaults = defaults
        self.domain = domain
        self.folder = folder
        self.delay = delay
        self.schedule = schedule
        saved = try? defaults.persistentPropertyList(domain)
    }

    /// A value may have changed: a check is made `delay` seconds from now, unless one is already due.
    package func valuesMayHaveChanged() {
        guard !checkPending else { return }
        checkPending = true
        schedule(delay) { [weak self] in
            self?.checkPending = false
            self?.saveIfChanged()
        }
    }

    /// Writes the domain's file now if its values differ from those last written.
    package func saveIfChanged() {
        let values = try? defaults.persistentPropertyList(domain)
        guard values != saved else { return }
        write(values)
    }

    private func write(_ values: Data?) {
        do {
            try defaults.saveDomainAtomically(domain, in: folder)
            saved = values
            reportedFailure = nil
        } catch {
            let message = error.localizedDescription
            guard message != reportedFailure else { return }
            reportedFailure = message
            FileHandle.standardError.write(
                Data("Finch: the app's settings were not saved (\(message)); they are kept until the next try.\n".utf8))
        }
    }

    /// The scheduler of a real app: the main queue, `delay` seconds later.
    package static func onMainQueue(_ delay: Double, _ check: @escaping @MainActor () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated { check() }
        }
    }
}
