import FinchCore
import Foundation

/// The device in UIKit's name: here the computer the app runs on. Main-actor isolated, as Apple's is.
@MainActor
public final class UIDevice {
    public static let current = UIDevice()

    private init() {}

    /// `.pad`: a desktop window is a large, resizable, pointer-and-keyboard screen, which is what iPhone and
    /// iPad apps take `.pad` to mean (wider layouts, split views). Apple answers the same for iPad apps run on
    /// Apple-silicon Macs; `.mac` is for Mac Catalyst apps, a branch iPhone code rarely has.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// `.unknown`: a desktop has no orientation sensor, and UIKit answers `.unknown` when it cannot tell, so
    /// `orientation.isPortrait` and `.isLandscape` are both false. Layout should follow the window's size.
    public var orientation: UIDeviceOrientation { .unknown }

    /// The computer's host name (UIKit gives the device's name).
    public var name: String { ProcessInfo.processInfo.hostName }

    /// "Linux": the system the app really runs on, so code that logs or branches on it is not misled.
    public var systemName: String { "Linux" }

    /// The kernel's version, `major.minor.patch`.
    public var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    /// "iPad", with the idiom: what an iPhone or iPad app run on an Apple-silicon Mac is told, so code that
    /// branches on the model (`localizedModel == "iPhone" … else if … == "iPad"`, a CS193p 2023 student's
    /// theme list) takes the branch that matches `.pad`, not neither.
    public var model: String { "iPad" }
    public var localizedModel: String { model }

    /// Orientation changes are never reported (see `orientation`); these keep code that asks for them working.
    public private(set) var isGeneratingDeviceOrientationNotifications = false

    public func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    public func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// Posted when the orientation changes, which on a desktop it does not.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
