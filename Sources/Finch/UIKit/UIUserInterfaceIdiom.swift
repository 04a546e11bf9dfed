/// What kind of screen an app runs on (`UIDevice.current.userInterfaceIdiom`); UIKit's cases and raw values.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
