import CGtk
import FinchCore
import Foundation

/// Opens URLs with the desktop's default program for them, through GIO: inside a Flatpak or Snap
/// sandbox GIO goes through the desktop portal's OpenURI, elsewhere it starts the program the user's
/// MIME settings name (`xdg-open`'s choice). `URLOpeners` has already checked the scheme.
@MainActor
final class GIOURLOpener: URLOpener {
    func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        var error: UnsafeMutablePointer<GError>?
        let launched = g_app_info_launch_default_for_uri(url.absoluteString, nil, &error) != 0
        if let error {
            let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            FileHandle.standardError.write(Data("Finch: could not open \(url.absoluteString): \(message)\n".utf8))
            g_error_free(error)
        }
        completion(launched)
    }
}
