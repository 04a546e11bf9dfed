import Foundation

/// What a folder holds, one level down and into subfolders: each entry's bytes, or a symbolic link's
/// destination, or a folder's own entries. Two are equal when nothing in the folder changed: a test
/// compares them before and after a save that must fail.
package indirect enum DiskState: Equatable, Sendable {
    case absent
    case file(Data)
    case link(String)
    case folder([String: DiskState])

    /// The state of `url`, never following a symbolic link.
    package init(of url: URL) {
        let manager = FileManager.default
        if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
            self = .link(destination)
            return
        }
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            self = .absent
            return
        }
        guard isDirectory.boolValue else {
            self = .file((try? Data(contentsOf: url)) ?? Data())
            return
        }
        let names = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
        self = .folder(
            Dictionary(uniqueKeysWithValues: names.map { ($0, DiskState(of: url.appendingPathComponent($0))) }))
    }
}
