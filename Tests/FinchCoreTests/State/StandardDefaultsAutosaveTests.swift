import Foundation
import Testing

@testable import FinchCore

/// Checks put off by the autosave, run when the test says (never by waiting).
@MainActor
private final class RecordedChecks {
    private(set) var delays: [Double] = []
    private var checks: [@MainActor () -> Void] = []

    func schedule(_ delay: Double, _ check: @escaping @MainActor () -> Void) {
        delays.append(delay)
        checks.append(check)
    }

    /// Runs every check recorded so far, as the main queue would once their delays passed.
    func runDue() {
        let due = checks
        checks.removeAll()
        due.forEach { $0() }
    }
}

/// Writes one `@AppStorage` value when told to.
private struct Setting: View {
    let key: String
    let probe: Probe<Binding<String>>
    @AppStorage private var value: String

    init(key: String, probe: Probe<Binding<String>>) {
        self.key = key
        self.probe = probe
        _value = AppStorage(wrappedValue: "", key)
    }

    var body: some View {
        let _ = (probe.value = $value)
        Text(value)
    }
}

/// `UserDefaults.standard` kept on disk as on iOS (`StandardDefaultsAutosave`), where Linux's Foundation
/// writes it only when asked.
@MainActor
@Suite("UserDefaults.standard is written to the config folder soon after a change, as on iOS")
struct StandardDefaultsAutosaveTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("autosave-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func saved(in folder: URL, domain: String) throws -> [String: Any]? {
        let file = folder.appendingPathComponent(domain + ".plist")
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
    }

    @Test("Changes in a burst ask for one check a second later; it writes the file once, and not again unchanged")
    func coalescedCheck() throws {
        let domain = "finch.tests.autosave.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: domain))
        let folder = try folder()
        let checks = RecordedChecks()
        let autosave = StandardDefaultsAutosave(
            defaults: defaults, domain: domain, folder: folder, schedule: checks.schedule)
        defaults.set(1, forKey: "count")
        autosave.valuesMayHaveChanged()
        defaults.set(2, forKey: "count")
        autosave.valuesMayHaveChanged()
        #expect(checks.delays == [1])
        #expect(try saved(in: folder, domain: domain) == nil)
        checks.runDue()
        #expect(try saved(in: folder, domain: domain)?["count"] as? Int == 2)

        // Unchanged: the check writes nothing (the file, removed here, stays away).
        try FileManager.default.removeItem(at: folder.appendingPathComponent(domain + ".plist"))
        autosave.valuesMayHaveChanged()
        checks.runDue()
        #expect(try saved(in: folder, domain: domain) == nil)
        #expect(checks.delays == [1, 1])
    }

    @Test("What the domain held when the autosave was made is not written again until something changes")
    func launchValuesNotRewritten() throws {
        let domain = "finch.tests.autosave.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: domain))
        defaults.set("kept", forKey: "name")
        let folder = try folder()
        let autosave = StandardDefaultsAutosave(defaults: defaults, domain: domain, folder: folder) { _, _ in }
        autosave.saveIfChanged()
        #expect(try saved(in: folder, domain: domain) == nil)
        defaults.removeObject(forKey: "name")
        defaults.set("new", forKey: "other")
        autosave.saveIfChanged()
        let values = try #require(try saved(in: folder, domain: domain))
        #expect(values["other"] as? String == "new")
        #expect(values["name"] == nil)
    }

    @Test("A failed write keeps the old file and the values in memory, and is tried again at the next check")
    func failedWriteRetried() throws {
        let domain = "finch.tests.autosave.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: domain))
        let folder = try folder()
        let autosave = StandardDefaultsAutosave(defaults: defaults, domain: domain, folder: folder) { _, _ in }
        // A folder where the file goes: rename(2) will not replace it (even for root).
        let blocker = folder.appendingPathComponent(domain + ".plist", isDirectory: true)
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: blocker.appendingPathComponent("inside"))
        defaults.set(5, forKey: "count")
        autosave.saveIfChanged()
        #expect(try Data(contentsOf: blocker.appendingPathComponent("inside")) == Data("keep".utf8))
        #expect(defaults.integer(forKey: "count") == 5)
        try FileManager.default.removeItem(at: blocker)
        autosave.saveIfChanged()
        #expect(try saved(in: folder, domain: domain)?["count"] as? Int == 5)
    }

    @Test("An @AppStorage write to .standard asks the app's autosave for a check, which writes it to the file")
    func appStorageWriteSaved() throws {
        let folder = try folder()
        let checks = RecordedChecks()
        let autosave = StandardDefaultsAutosave(folder: folder, schedule: checks.schedule)
        StandardDefaultsAutosave.replaceShared(with: autosave)
        defer { StandardDefaultsAutosave.replaceShared(with: nil) }
        let key = "finch.tests.autosave.\(UUID().uuidString)"
        defer { UserDefaults.standard.removeObject(forKey: key) }
        let probe = Probe<Binding<String>>()
        let graph = layout(Setting(key: key, probe: probe), in: CGSize(width: 200, height: 50))
        probe.value?.wrappedValue = "Vehicles"
        #expect(!checks.delays.isEmpty)
        checks.runDue()
        let values = try #require(try saved(in: folder, domain: UserDefaults.applicationDomain))
        #expect(values[key] as? String == "Vehicles")
        _ = graph
    }

    @Test("The app leaving the foreground or ending writes at once, without waiting for a check")
    func phaseChangeSaves() throws {
        let folder = try folder()
        let autosave = StandardDefaultsAutosave(folder: folder) { _, _ in }
        StandardDefaultsAutosave.replaceShared(with: autosave)
        defer { StandardDefaultsAutosave.replaceShared(with: nil) }
        let key = "finch.tests.autosave.\(UUID().uuidString)"
        defer { UserDefaults.standard.removeObject(forKey: key) }
        let phase = ApplicationPhase(center: NotificationCenter())
        let window = ObjectIdentifier(RecordedChecks())
        phase.update(window: window, phase: .active)
        UserDefaults.standard.set(7, forKey: key)
        phase.update(window: window, phase: .inactive)
        #expect(try saved(in: folder, domain: UserDefaults.applicationDomain)?[key] as? Int == 7)
        UserDefaults.standard.set(8, forKey: key)
        phase.terminate()
        #expect(try saved(in: folder, domain: UserDefaults.applicationDomain)?[key] as? Int == 8)
    }
}
