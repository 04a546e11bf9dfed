import Foundation

/// LocalAuthentication's context, as an app on a Linux desktop meets it.
///
/// Finch has no biometric sensor and no device passcode to ask for, so every policy is refused with the
/// error Apple gives on such a device, and the app takes its own fallback path: biometric policies fail
/// with `.biometryNotAvailable`, the others with `.passcodeNotSet`. Nothing ever succeeds (no fake
/// success); `biometryType` is `.none`.
///
/// Not `Sendable` (its settings are plain mutable properties): a context is used where it was made.
/// The async `evaluatePolicy` is `nonisolated(nonsending)`, so awaiting it never sends the context.
public final class LAContext {
    public var localizedReason = ""
    public var localizedFallbackTitle: String?
    public var localizedCancelTitle: String?
    public var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    public var interactionNotAllowed = false
    /// Apple's state of the enrolled biometrics; nil, as it is when none are available.
    public var evaluatedPolicyDomainState: Data? { nil }
    /// No sensor: `.none`, as Apple reports once `canEvaluatePolicy` was asked.
    public var biometryType: LABiometryType { .none }

    private var isInvalidated = false

    public init() {}

    /// False, with the reason in `error`. Apple declares the parameter an `NSErrorPointer`, which Linux's
    /// Foundation lacks (it is an Objective-C autoreleasing pointer); a plain pointer to an optional
    /// `NSError` takes the same call, `canEvaluatePolicy(policy, error: &error)` with `var error: NSError?`.
    public func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = refusal(for: policy) as NSError
        return false
    }

    /// Replies `(false, LAError)` on a background queue, as Apple replies on a private one.
    public func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let error = refusal(for: policy)
        DispatchQueue.global().async { reply(false, error) }
    }

    /// Throws the `LAError` the policy is refused with.
    nonisolated(nonsending) public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws
        -> Bool
    {
        throw refusal(for: policy)
    }

    /// Ends the context: later evaluations fail with `.invalidContext`.
    public func invalidate() {
        isInvalidated = true
    }

    private func refusal(for policy: LAPolicy) -> LAError {
        if isInvalidated { return LAError(.invalidContext) }
        switch policy {
        case .deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthenticationWithBiometricsOrWatch:
            return LAError(.biometryNotAvailable)
        case .deviceOwnerAuthenticationWithWatch, .deviceOwnerAuthenticationWithWristDetection:
            return LAError(.watchNotAvailable)
        case .deviceOwnerAuthentication:
            return LAError(.passcodeNotSet)
        }
    }
}
