import Foundation

/// Where a write to a file lands: the file itself, or, when it is a symbolic link, the file the link
/// leads to. Writing through the link keeps it (a rename over the link's own name would replace the
/// link with a plain file), and a loop of links is refused before anything is written.
enum WriteDestination {
    /// How many links are followed before the chain counts as a loop: Linux's own limit (`MAXSYMLINKS`).
    static let maximumLinks = 40

    /// The file a write to `url` should replace. A link whose target does not exist yet resolves to that
    /// target (the write creates it, as `open(2)` would).
    static func resolve(_ url: URL) throws(FileWriteError) -> URL {
        var current = url
        for _ in 0..<maximumLinks {
            // Not a link (or nothing there): this is the file.
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                return current
            }
            current = URL(fileURLWithPath: target, relativeTo: current.deletingLastPathComponent()).absoluteURL
        }
        throw FileWriteError(url: url, cause: .linkLoop)
    }
}
