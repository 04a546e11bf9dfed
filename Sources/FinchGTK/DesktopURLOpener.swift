import CGtk
import FinchCore
import Foundation

/// Opens URLs with the desktop's program for them. A web or mail address goes to the XDG desktop portal's
/// OpenURI first, as a sandboxed app's must and as desktops prefer (it may ask the user which program to
/// use); where no portal answers (a desktop without one, a bare X session) GIO starts the program the user's
/// MIME settings name (`xdg-open`'s choice). A file goes to GIO at once: the portal opens files only
/// through a descriptor (`OpenFile`). `URLOpeners` has already checked the scheme.
@MainActor
final class DesktopURLOpener: URLOpener {
    func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        guard !url.isFileURL else {
            completion(Self.openWithGIO(url))
            return
        }
        let call = PortalCall(url: url, completion: completion)
        finch_portal_open_uri(url.absoluteString, onPortalAnswer, Unmanaged.passRetained(call).toOpaque())
    }

    /// The program GIO finds for the URL, started; false (with a line on standard error) when none starts.
    static func openWithGIO(_ url: URL) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let launched = g_app_info_launch_default_for_uri(url.absoluteString, nil, &error) != 0
        if let error {
            let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            FileHandle.standardError.write(Data("Finch: could not open \(url.absoluteString): \(message)\n".utf8))
            g_error_free(error)
        }
        return launched
    }
}

/// A URL waiting for the portal's answer.
@MainActor
private final class PortalCall {
    let url: URL
    let completion: @MainActor (Bool) -> Void

    init(url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        self.url = url
        self.completion = completion
    }

    /// The portal took it, or GIO is asked instead.
    func answered(opened: Bool) {
        completion(opened || DesktopURLOpener.openWithGIO(url))
    }
}

private let onPortalAnswer: FinchOpenURICallback = { opened, _, context in
    guard let context else { return }
    let call = Unmanaged<PortalCall>.fromOpaque(context).takeRetainedValue()
    MainActor.assumeIsolated { call.answered(opened: opened != 0) }
}
