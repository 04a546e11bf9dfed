import Foundation

/// LocalAuthentication's errors, with Apple's codes and domain, as `LAError` is seen from Swift.
///
/// On Apple platforms an `NSError` of this domain bridges to `LAError` by itself; Linux's Foundation has
/// no such bridging, so `LAError(_:)` reads one (`LAError(nsError)?.code == .biometryNotAvailable`).
public struct LAError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case watchNotAvailable = -11
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14
        case notInteractive = -1004

        @available(*, deprecated, renamed: "biometryNotAvailable")
        public static let touchIDNotAvailable = Code.biometryNotAvailable
        @available(*, deprecated, renamed: "biometryNotEnrolled")
        public static let touchIDNotEnrolled = Code.biometryNotEnrolled
        @available(*, deprecated, renamed: "biometryLockout")
        public static let touchIDLockout = Code.biometryLockout
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    /// The error an `NSError` of LocalAuthentication's domain stands for, or nil.
    public init?(_ error: NSError) {
        guard error.domain == Self.errorDomain, let code = Code(rawValue: error.code) else { return nil }
        self.code = code
    }

    public static let errorDomain = "com.apple.LocalAuthentication"
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }

    private var message: String {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "A passcode has not been set on this device."
        case .biometryNotEnrolled: "No biometric identities are enrolled."
        case .userCancel: "Canceled by user."
        case .appCancel: "Canceled by the app."
        case .invalidContext: "The context was invalidated."
        default: "LocalAuthentication error \(code.rawValue)."
        }
    }

    public static let authenticationFailed = Code.authenticationFailed
    public static let userCancel = Code.userCancel
    public static let userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel
    public static let passcodeNotSet = Code.passcodeNotSet
    public static let biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled
    public static let biometryLockout = Code.biometryLockout
    public static let appCancel = Code.appCancel
    public static let invalidContext = Code.invalidContext
    public static let notInteractive = Code.notInteractive
}

/// LocalAuthentication's error domain, as Apple's constant.
public let LAErrorDomain = LAError.errorDomain
