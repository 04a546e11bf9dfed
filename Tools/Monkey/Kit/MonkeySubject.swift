import Finch
import FinchTesting
import Foundation

/// An app the monkey plays: the window it plays now, what only this app can be asked to do, and how to
/// close it at the end so the census can be read.
@MainActor
public protocol MonkeySubject: AnyObject {
    /// The window input goes to now (a document app may switch between several).
    var window: TestWindow { get }
    /// Names of the app's own actions (`perform(_:random:)` takes each).
    var appActions: [String] { get }
    /// Does one of `appActions`.
    func perform(_ action: String, random: inout MonkeyRandom)
    /// Moves the app's clocks on (a document app's autosave runs on its own).
    func advance(by seconds: Double)
    /// Every window the app has open, for the census at the end.
    var windows: [TestWindow] { get }
    /// Closes every window (saving what a document app would); what was still alive afterwards.
    func close() -> [String]
    /// Lets what the last action started on other queues land (a drop's load, the app's own background
    /// work, and what each hands back to the main queue); false when it had not after a minute.
    func settle() async -> Bool
}

extension MonkeySubject {
    public func advance(by seconds: Double) { window.advance(by: seconds) }
    public var windows: [TestWindow] { [window] }
    public func settle() async -> Bool { await MainQueue.settle() }

    public func close() -> [String] {
        windows.compactMap { window -> String? in
            do {
                try window.close()
                return nil
            } catch {
                return "\(error)"
            }
        }
    }
}

/// The apps the monkey knows, by the names `make monkey APP=` takes.
public enum MonkeyApp: String, CaseIterable, Sendable {
    case memorize
    case profileImage = "profile-image"
    case landmarks
    case emojiart
    case navigation

    /// A fresh copy of the app in a headless window, its files in `folder` (never the user's).
    @MainActor
    public func makeSubject(seed: UInt64, folder: URL) -> any MonkeySubject {
        switch self {
        case .memorize: MemorizeSubject(seed: seed)
        case .profileImage: ProfileImageSubject()
        case .landmarks: LandmarksSubject(folder: folder)
        case .emojiart: EmojiArtSubject(folder: folder)
        case .navigation: NavigationSubject()
        }
    }

    /// Names of the app's own actions, the same in the headless window and a real one.
    public var appActions: [String] {
        switch self {
        case .memorize: ["New Game"]
        case .profileImage: ["hold the avatar"]
        case .landmarks: ["Featured", "List", "Favorites only", "Landmarks"]
        case .emojiart: ["New Document", "Switch Document", "Undo", "Redo", "Select All and Delete"]
        case .navigation: ["Parks", "Tasks", "Pages", "Profile", "Edit", "Back"]
        }
    }
}
