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
    /// `.standard` itself cannot be saved so (its persistent values cannot be read apart from the
    /// registered and global ones): it throws, rather than write or remove the file wrongly.
    public func saveDomainAtomically(_ domain: String, in folder: URL = UserDefaults.preferencesFolder) throws {
        guard self !== UserDefaults.standard else {
            throw CocoaError(.featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: "use applicationDefaults"])
        }
        let file = folder.appendingPathComponent(domain + ".plist")
        let values = persistentDomain(forName: domain) ?? [:]
        guard !values.isEmpty else {
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
            return
        }
        let data = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFileWrite.write(data, to: file)
    }
}

/// Writes a file through a temporary file in its folder and `rename(2)`, so a reader sees the old
/// file or the new one, never part of one.
enum AtomicFileWrite {
    static func write(_ data: Data, to file: URL) throws {
        let temporary = file.deletingLastPathComponent()
            .appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            // On disk before the rename, so the new name never points at unwritten blocks.
            let handle = try FileHandle(forUpdating: temporary)
            defer { try? handle.close() }
            try handle.synchronize()
            guard rename(temporary.path, file.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
