import Foundation
import Testing

@testable import FinchCore

@Suite("UserDefaults domains saved atomically (Linux's Foundation writes them in place)")
struct UserDefaultsAtomicSaveTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("defaults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("The domain's values are written to <folder>/<domain>.plist, which Foundation's format reads")
    func writesPlist() throws {
        let name = "finch.tests.atomic.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        defaults.set("Faces", forKey: "palette")
        defaults.set(Data([7, 8]), forKey: "json")
        let folder = try folder()
        try defaults.saveDomainAtomically(name, in: folder)
        let data = try Data(contentsOf: folder.appendingPathComponent(name + ".plist"))
        let values = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(values["palette"] as? String == "Faces")
        #expect(values["json"] as? Data == Data([7, 8]))
    }

    @Test("An existing file is replaced by rename (a new inode), never truncated in place; no temporary is left")
    func replacesByRename() throws {
        let name = "finch.tests.atomic.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        let folder = try folder()
        let file = folder.appendingPathComponent(name + ".plist")
        defaults.set(1, forKey: "n")
        try defaults.saveDomainAtomically(name, in: folder)
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        // A reader holding the old file still reads it whole: rename does not touch its bytes.
        let held = try FileHandle(forReadingFrom: file)
        defer { try? held.close() }
        let oldBytes = try Data(contentsOf: file)
        defaults.set(String(repeating: "x", count: 10_000), forKey: "n")
        try defaults.saveDomainAtomically(name, in: folder)
        let after = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        #expect(before != nil && before != after)
        #expect(try held.readToEnd() == oldBytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name + ".plist"])
    }

    @Test("A failed rename throws and leaves no temporary file behind")
    func failedRename() throws {
        let name = "finch.tests.atomic.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        let folder = try folder()
        // A folder where the file should be: rename(2) refuses to put a file over a non-empty folder,
        // even for root (a read-only folder would not stop root).
        let blocker = folder.appendingPathComponent(name + ".plist", isDirectory: true)
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: blocker.appendingPathComponent("inside"))
        defaults.set(1, forKey: "n")
        #expect(throws: (any Error).self) { try defaults.saveDomainAtomically(name, in: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name + ".plist"])
        #expect(try Data(contentsOf: blocker.appendingPathComponent("inside")) == Data("keep".utf8))
    }

    @Test("The folder is $XDG_CONFIG_HOME when absolute, else $HOME/.config, as CFPreferences's")
    func folderLocation() {
        let environment = ProcessInfo.processInfo.environment
        let saved = (environment["XDG_CONFIG_HOME"], environment["HOME"])
        defer {
            if let config = saved.0 { setenv("XDG_CONFIG_HOME", config, 1) } else { unsetenv("XDG_CONFIG_HOME") }
            if let home = saved.1 { setenv("HOME", home, 1) } else { unsetenv("HOME") }
        }
        setenv("XDG_CONFIG_HOME", "/tmp/config-home", 1)
        #expect(UserDefaults.preferencesFolder.path == "/tmp/config-home")
        setenv("XDG_CONFIG_HOME", "relative", 1)
        setenv("HOME", "/tmp/some-home", 1)
        #expect(UserDefaults.preferencesFolder.path == "/tmp/some-home/.config")
    }

    /// `.standard` could not be saved before (Linux's answers `persistentDomain(forName:)` with nothing), so
    /// an app's `UserDefaults.standard` values were lost at each quit; its values are now read from
    /// CFPreferences' application domain.
    @Test("The application's suite is the application's domain; .standard is saved with what was set, not registered")
    func applicationDomain() throws {
        let folder = try folder()
        let key = "finch.tests.standard.\(UUID().uuidString)"
        let registered = "finch.tests.registered.\(UUID().uuidString)"
        UserDefaults.standard.register(defaults: [registered: 3])
        UserDefaults.standard.set(["Faces", "Food"], forKey: key)
        defer { UserDefaults.standard.removeObject(forKey: key) }
        try UserDefaults.standard.saveDomainAtomically(UserDefaults.applicationDomain, in: folder)
        let data = try Data(contentsOf: folder.appendingPathComponent(UserDefaults.applicationDomain + ".plist"))
        let values = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(values[key] as? [String] == ["Faces", "Food"])
        #expect(values[registered] == nil)
        #expect(UserDefaults.standard.integer(forKey: registered) == 3)
        #expect(UserDefaults.applicationDefaults !== UserDefaults.standard)
    }
}
