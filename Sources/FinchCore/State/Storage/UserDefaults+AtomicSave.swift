import CoreFoundation
import Foundation

/// Saving a `UserDefaults` domain so that a crash mid-write never leaves a half-written file.
///
/// Linux's Foundation keeps a domain in `<config folder>/<domain>.plist` (through CFPreferences), but
/// writes it only when asked (`synchronize()`), and then by truncating the file and writing it in
/// place: the atomic "safe save" of CFPreferences (a temporary file, then `rename`) is compiled for
/// macOS only (swift-corelibs-foundation, `CFXMLPreferencesDomain.c`, `_writeXMLFile`). A crash
/// between the truncation and the write loses the whole domain. Finch writes the same file itself,
/// to a temporary file in the same folder and then `rename`, which Foundation reads at the next launch.
extension UserDefaults {
    /// The domain `UserDefaults.standard` keeps: the main bundle's identifier, else the program's
    /// name (as CFPreferences names it).
    public static var applicationDomain: String {
        if let identifier = Bundle.main.bundleIdentifier, !identifier.isEmpty { return identifier }
        return ProcessInfo.processInfo.processName
    }

    /// The application's domain as a suite: the values `.standard` keeps in the same file
    /// (`<folder>/<applicationDomain>.plist`), through an object whose persistent domain can be read,
    /// so `saveDomainAtomically` can write them (Linux's `.standard` answers `persistentDomain(forName:)`
    /// with nothing). Its values and `.standard`'s meet in the file, at the next launch.
    public static var applicationDefaults: UserDefaults {
        UserDefaults(suiteName: applicationDomain) ?? .standard
    }

    /// The folder Foundation keeps domains in: `$XDG_CONFIG_HOME`, else `$HOME/.config` (a relative
    /// `XDG_CONFIG_HOME` is invalid by the XDG specification and ignored). `$HOME` first, as
    /// CFPreferences reads it; the password database's home only without it.
    public static var preferencesFolder: URL {
        let environment = ProcessInfo.processInfo.environment
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config, isDirectory: true)
        }
        let home =
            environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".config", isDirectory: true)
    }

    /// Writes this store's persistent values (those of domain `domain`: its suite name, or
    /// `applicationDomain` for `.standard`) to `<folder>/<domain>.plist`, atomically: a temporary file
    /// in the same folder, then `rename`. An empty domain removes the file, as Foundation does.
    /// `.standard`'s values are read from CFPreferences' application domain (`persistentPropertyList`),
    /// which holds what was set and what the file had at launch, not the registered defaults. A failure to
    /// write leaves the file as it was and throws an error that names it and says why in plain words
    /// (its `localizedDescription`): a read-only folder, a full disk, a folder in its place, a loop of
    /// symbolic links, another user's file.
    public func saveDomainAtomically(_ domain: String, in folder: URL = UserDefaults.preferencesFolder) throws {
        let file = folder.appendingPathComponent(domain + ".plist")
        guard let data = try persistentPropertyList(domain) else { return try Self.removeDomainFile(file) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            // In the same words as the write's failures: which file, and why.
            throw FileWriteError(url: file, underlying: error)
        }
        try AtomicFileWrite.write(data, to: file)
    }

    /// This store's persistent values (those of `domain`, or the application's for `.standard`) as a binary
    /// property list, nil when there are none.
    ///
    /// Linux's `.standard` answers `persistentDomain(forName:)` with nothing, so its values are read from
    /// CFPreferences' current-application domain, where it keeps them: the values set in this run and those
    /// its file had at launch, without the registered defaults (which `dictionaryRepresentation()` mixes
    /// in) or the global domain. CoreFoundation serialises them itself: the dictionary it returns is not
    /// bridged to `NSDictionary` before Foundation has made one of its own (casting it crashed an app whose
    /// first use of Foundation's collections came later).
    func persistentPropertyList(_ domain: String) throws -> Data? {
        guard self === UserDefaults.standard else {
            let values = persistentDomain(forName: domain) ?? [:]
            guard !values.isEmpty else { return nil }
            return try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        }
        // The keys first: `CFPreferencesCopyMultiple` returns null for a domain with nothing in it, though its
        // header promises a dictionary (Swift then holds a null reference); the key list is nullable.
        let domain = (kCFPreferencesCurrentApplication, kCFPreferencesCurrentUser, kCFPreferencesAnyHost)
        guard let keys = CFPreferencesCopyKeyList(domain.0, domain.1, domain.2), CFArrayGetCount(keys) > 0 else {
            return nil
        }
        let values = CFPreferencesCopyMultiple(keys, domain.0, domain.1, domain.2)
        let list: CFData? = CFPropertyListCreateData(nil, values, .binaryFormat_v1_0, 0, nil)?
            .takeRetainedValue()
        guard let list, let bytes = CFDataGetBytePtr(list) else {
            throw CocoaError(.propertyListWriteInvalid)
        }
        return Data(bytes: bytes, count: CFDataGetLength(list))
    }

    /// Removes an emptied domain's file, but never a folder that has taken its place: that is someone
    /// else's, and removing it would remove everything in it.
    private static func removeDomainFile(_ file: URL) throws(FileWriteError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else { return }
        guard !isDirectory.boolValue else { throw FileWriteError(url: file, cause: .folderInPlace) }
        do {
            try FileManager.default.removeItem(at: file)
        } catch {
            throw FileWriteError(url: file, underlying: error)
        }
    }
}
