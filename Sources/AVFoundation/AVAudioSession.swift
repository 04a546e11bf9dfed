import FinchUnsafe
import Foundation

/// The app's audio session, as an iPhone app sets it up before recording.
///
/// A Linux desktop has no per-app audio session to configure: the settings are kept and nothing else
/// happens. Finch gives apps no microphone: permission to record is denied (no fake success), so an app
/// takes the path it takes when a person says no.
public final class AVAudioSession: Sendable {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    }

    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }

    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    public enum RecordPermission: Sendable {
        case undetermined, denied, granted
    }

    private static let shared = AVAudioSession()

    public static func sharedInstance() -> AVAudioSession { shared }

    /// What the app set, shared by every thread that asks (the session is one per process).
    private struct Settings {
        var category = Category.soloAmbient
        var mode = Mode.default
        var options = CategoryOptions()
        var isActive = false
    }

    private let settings = LockedValue(Settings())

    public var category: Category { settings.withLock { $0.category } }
    public var mode: Mode { settings.withLock { $0.mode } }
    public var categoryOptions: CategoryOptions { settings.withLock { $0.options } }
    public var isActive: Bool { settings.withLock { $0.isActive } }

    private init() {}

    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        settings.withLock { $0 = Settings(category: category, mode: mode, options: options, isActive: $0.isActive) }
    }

    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        settings.withLock { $0.isActive = active }
    }

    /// Denied: Finch gives apps no microphone.
    public var recordPermission: RecordPermission { .denied }

    /// Replies false on a background queue, as iOS replies once a person has said no.
    public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { response(false) }
    }
}
