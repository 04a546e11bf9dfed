import Foundation

/// What the hardware can play, as Core Haptics' `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
}

/// A desktop's answer: no haptic actuator, and no Core Haptics audio either.
struct DesktopHapticCapability: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}
