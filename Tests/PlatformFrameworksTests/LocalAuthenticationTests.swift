import Foundation
import LocalAuthentication
import Testing

@Suite("LocalAuthentication on a desktop: no biometrics and no passcode, never a fake success")
struct LocalAuthenticationTests {
    @Test("canEvaluatePolicy is false, with biometryNotAvailable or passcodeNotSet in the NSError")
    func canEvaluate() throws {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        let biometric = try #require(error)
        #expect(biometric.domain == LAErrorDomain)
        #expect(biometric.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(biometric.code == -6)
        #expect(LAError(biometric)?.code == .biometryNotAvailable)
        error = nil
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error.flatMap(LAError.init)?.code == .passcodeNotSet)
        #expect(context.biometryType == .none)
        #expect(context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) == false)
    }

    @Test("evaluatePolicy replies false with the LAError, on another queue")
    func evaluateReply() async {
        let context = LAContext()
        let (success, error) = await withCheckedContinuation { continuation in
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") {
                continuation.resume(returning: ($0, $1 as? LAError))
            }
        }
        #expect(!success)
        #expect(error?.code == .biometryNotAvailable)
    }

    @Test("The async evaluatePolicy throws the LAError; an invalidated context says so")
    func evaluateAsync() async {
        let context = LAContext()
        await #expect(throws: LAError(.passcodeNotSet)) {
            try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
        }
        context.invalidate()
        await #expect(throws: LAError(.invalidContext)) {
            try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
        }
    }
}
