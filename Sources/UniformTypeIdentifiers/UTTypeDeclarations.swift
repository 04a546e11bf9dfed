import Foundation

/// The types a program declares with their file name extensions: on Apple platforms its Info.plist
/// does (`UTExportedTypeDeclarations`); a Finch program calls `UTType.declare(exportedAs:…)` at launch.
/// Any thread may ask, so the table is behind a lock (the module has Foundation only, not
/// Synchronization's `Mutex`).
final class UTTypeDeclarations: @unchecked Sendable {
    private static let shared = UTTypeDeclarations()
    private let lock = NSLock()
    private var extensionsByIdentifier: [String: [String]] = [:]

    static func declare(_ identifier: String, filenameExtensions: [String]) {
        let tags = filenameExtensions.map { $0.lowercased() }.filter { !$0.isEmpty }
        shared.lock.withLock { shared.extensionsByIdentifier[identifier] = tags }
    }

    static func extensions(of identifier: String) -> [String] {
        shared.lock.withLock { shared.extensionsByIdentifier[identifier] ?? [] }
    }

    static func identifier(forExtension tag: String) -> String? {
        shared.lock.withLock {
            shared.extensionsByIdentifier.sorted { $0.key < $1.key }.first { $0.value.contains(tag) }?.key
        }
    }
}

extension UTType {
    /// Declares a type this program owns and the file name extensions that stand for it, as an Apple
    /// program's Info.plist does: `preferredFilenameExtension` is then the first, and
    /// `UTType(filenameExtension:)` finds the type. (Finch only; SwiftUI has no call for it.)
    @discardableResult
    public static func declare(
        exportedAs identifier: String, filenameExtensions: [String], conformingTo supertype: UTType? = nil
    ) -> UTType {
        UTTypeDeclarations.declare(identifier, filenameExtensions: filenameExtensions)
        return UTType(exportedAs: identifier, conformingTo: supertype)
    }
}
