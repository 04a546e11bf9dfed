import Foundation

/// Opens a URL in another program: the desktop's browser, mail client or file manager.
///
/// The GTK host installs one that hands the URL to GIO (which goes through the desktop portal inside a
/// sandbox). Without a host (tests, the headless host) `URLOpeners.current` is nil and nothing opens.
@MainActor
public protocol URLOpener: AnyObject {
    /// Asks the desktop to open `url`; `completion` says whether a program took it.
    func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void)
}

/// Where views and `UIApplication` find the host's URL opener, and which URLs Finch opens at all.
@MainActor
public enum URLOpeners {
    /// Nil when the host has none.
    public static var current: (any URLOpener)?

    /// The only schemes Finch opens for a user: web pages and files. Anything else (`javascript:`, a
    /// custom scheme that would start another program with arguments) is refused, and says so.
    public static let openableSchemes: Set<String> = ["http", "https", "file"]

    /// Whether `url` is one Finch would hand to the desktop.
    public static func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return openableSchemes.contains(scheme)
    }

    /// Hands `url` to the host's opener when its scheme is allowed; `completion` gets false otherwise.
    public static func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        guard canOpen(url) else {
            warnRefused(url)
            completion(false)
            return
        }
        guard let current else {
            completion(false)
            return
        }
        current.open(url, completion: completion)
    }

    private static func warnRefused(_ url: URL) {
        let scheme = url.scheme ?? "(none)"
        FileHandle.standardError.write(
            Data(
                "Finch: not opening \(url.absoluteString): only http, https and file URLs are opened (scheme \(scheme))\n"
                    .utf8))
    }
}
